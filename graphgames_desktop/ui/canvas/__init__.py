"""The freehand graph editor: a scene mirroring a Drawing, gesture tools and undo commands."""
