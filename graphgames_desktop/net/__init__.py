"""The class's devices on the local network: the protocol (``wire``), the host (``host``), the headless server
(``serve``) and the page a device opens (``static/``). Pure Python, never Qt: the app hands in its words."""
