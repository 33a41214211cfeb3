# carc demo: the main job, the companion watching a simulated table
# (vision/track/testing's SimulatedTable over vision/sim, engine/records).
if(TARGET carc_vision_testing)
  target_sources(carc PRIVATE ${CMAKE_CURRENT_LIST_DIR}/cmd_demo.cpp)
  target_link_libraries(carc PRIVATE carc_vision_testing)
endif()
