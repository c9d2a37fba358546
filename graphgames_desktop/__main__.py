"""`python -m graphgames_desktop` opens the application."""

import sys

from graphgames_desktop.app import main

sys.exit(main())
