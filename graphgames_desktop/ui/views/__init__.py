"""One thin adapter per game: shows a state on the canvas and turns clicks into moves."""
