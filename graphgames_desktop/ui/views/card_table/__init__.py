"""The card game's table: cards, sheets, the step's controls and the score table (see table.py)."""
