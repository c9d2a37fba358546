"""The card game "Introduction to Graph Theory": sheet scoring and objective claims (pure Python)."""
