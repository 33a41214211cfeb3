# carc sim: the table simulator (vision/sim).
if(TARGET carc_sim)
  target_sources(carc PRIVATE ${CMAKE_CURRENT_LIST_DIR}/cmd_sim.cpp)
  target_link_libraries(carc PRIVATE carc_sim)
endif()
