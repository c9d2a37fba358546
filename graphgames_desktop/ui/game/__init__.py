"""The game page's Qt pieces that need no match: the move list, the overlays over the board."""
