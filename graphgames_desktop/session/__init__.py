"""The match with no window: intents in, events and per-screen frames out (pure Python, never Qt).

A desktop page, a student's phone and the projector are each a :class:`~.screens.Screen` attached to
one :class:`~.controller.MatchController`; what each may do and see is decided here, once.
"""
