"""The Qt layer of a game: the page renders frames and turns gestures into intents."""
