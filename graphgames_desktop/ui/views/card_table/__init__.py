"""The card game's screens: the card art (``art``), the playing table, the class table and the printables."""
