"""The Qt layer: shows states and drawings, and turns gestures into commands and moves."""
