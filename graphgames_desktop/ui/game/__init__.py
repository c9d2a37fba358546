"""The Qt side of a match session: the game page and the words it shows."""
