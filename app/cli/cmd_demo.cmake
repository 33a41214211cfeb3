# carc demo: the main job, the companion watching a simulated table (vision/sim,
# vision/track, engine/records).
if(TARGET carc_sim AND TARGET carc_vision)
  target_sources(carc PRIVATE ${CMAKE_CURRENT_LIST_DIR}/cmd_demo.cpp ${CMAKE_CURRENT_LIST_DIR}/demo_truth.cpp)
  target_link_libraries(carc PRIVATE carc_sim carc_vision)
endif()
