# carc demo: the main job, the companion watching a simulated table, and carc bench
# vision, the tracker timed on the simulated table's frames (vision/track/testing's
# SimulatedTable over vision/sim, engine/records).
if(TARGET carc_vision_testing)
  target_sources(carc PRIVATE ${CMAKE_CURRENT_LIST_DIR}/cmd_demo.cpp ${CMAKE_CURRENT_LIST_DIR}/cmd_bench_vision.cpp)
  target_link_libraries(carc PRIVATE carc_vision_testing)
endif()
