"""The drawn graph: pure Python (networkx and shapely), never Qt."""
