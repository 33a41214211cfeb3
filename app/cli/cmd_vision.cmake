# carc vision ... and carc track: the recognition pipeline (vision/track).
if(TARGET carc_vision AND TARGET carc_vision_testing)
  target_sources(carc PRIVATE ${CMAKE_CURRENT_LIST_DIR}/cmd_vision.cpp ${CMAKE_CURRENT_LIST_DIR}/cmd_track.cpp)
  target_link_libraries(carc PRIVATE carc_vision carc_vision_structure carc_vision_testing carc_vision_sources)
endif()
