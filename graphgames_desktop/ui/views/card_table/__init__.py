"""The card game's table: the art of its cards and sheets (art.py), the playing table (table.py), the class table."""
