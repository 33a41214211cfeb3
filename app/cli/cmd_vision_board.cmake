# carc vision read-board / render-board: a whole board from one photograph (vision/board).
if(TARGET carc_vision_board AND TARGET carc_board_render)
  target_sources(carc PRIVATE ${CMAKE_CURRENT_LIST_DIR}/cmd_vision_board.cpp)
  target_link_libraries(carc PRIVATE carc_vision_board carc_board_render)
endif()
