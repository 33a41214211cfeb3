#pragma once
// The registration: every expansion module the engine knows, once, in the order their
// hooks run (expansion.hpp). Adding an expansion: its module header here and its name in
// CARC_EXPANSION_MODULES; Game holds one of each and lets each reach its internals.
#include "engine/expansion_bcb.hpp"
#include "engine/expansion_messages.hpp"
#include "engine/expansion_river.hpp"

// Messages first: its extra turn (message 7) comes before a bazaar's auction.
#define CARC_EXPANSION_MODULES(X) X(MessagesModule) X(BcbModule) X(RiverModule)
