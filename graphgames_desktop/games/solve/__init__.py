"""Solvers shared by the games: Sprague-Grundy values and time-limited search."""
