"""Graph Games desktop: draw graphs freehand and play mathematical games on them."""

__version__ = "0.1.0"
