# Three commands: `make run`, `make test` and `make check`. Each sets everything up on a fresh machine.
# `make bundle` builds the standalone application (PyInstaller) and `make bundle-check` tries it.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
CHECK_STAMP := $(VENV)/.installed-check
KERNEL := graphgames_desktop/games/solve/hackenbush_kernel.py graphgames_desktop/games/solve/domination_kernel.py \
	graphgames_desktop/games/solve/chomp_kernel.py
KERNEL_STAMP := $(VENV)/.kernel-compiled
QM := translations/graphgames_pt_BR.qm
BUNDLE_STAMP := $(VENV)/.installed-bundle

.PHONY: run test stress check setup system-libs translations lupdate bench bundle bundle-check clean

run: setup system-libs
	$(BIN)/python -m graphgames_desktop $(ARGS)

# --durations: the slowest tests are printed at the end of every run, so slow ones stay visible.
# -n auto: one test process per core, at most 4 (each holds Qt, numba's kernels and the tables);
# every test has its own settings and folders (tests/conftest.py), so they share nothing.
test: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n auto --maxprocesses=4 --durations=15 $(PYTEST_ARGS)

# 1,000 switches of look, language and game with scenes replaced and solvers busy, in Python's
# development mode with faulthandler (tests/ui/stress.py; the suite runs a short one).
stress: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python -X dev -X faulthandler -m tests.ui.stress --switches 1000

# Lint (ruff) and type-check (mypy); both always run, and either failing fails the target.
check: $(CHECK_STAMP)
	$(BIN)/ruff check graphgames_desktop tests benchmarks tools packaging; lint=$$?; $(BIN)/mypy; types=$$?; exit $$((lint | types))

setup: $(STAMP) $(QM) $(KERNEL_STAMP)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

# numba compiles the Hackenbush, Domination and Chomp kernels once into its cache beside the
# sources, here rather than at the first game.
$(KERNEL_STAMP): $(STAMP) $(KERNEL)
	@echo "Compiling the Hackenbush, Domination and Chomp searches with numba, once (about 40 s to a minute; nothing else is printed meanwhile)..."
	$(BIN)/python -c "import graphgames_desktop.games.solve.hackenbush_kernel, graphgames_desktop.games.solve.domination_kernel, graphgames_desktop.games.solve.chomp_kernel"
	touch $(KERNEL_STAMP)

# Debian/Ubuntu: the system libraries Qt's X11 (xcb) platform plugin needs, those that ldd finds
# missing (graphgames_desktop/platform_check.py names their packages); nothing elsewhere.
system-libs: $(STAMP)
	@sh packaging/linux/apt-install-missing.sh $$($(BIN)/python -m graphgames_desktop.platform_check)

# The standalone application: dist/graphgames/ and its archive (size and start-up time printed).
bundle: setup system-libs $(BUNDLE_STAMP)
	$(BIN)/python packaging/build_bundle.py

# The bundle, copied out of the checkout, run under Xvfb without the venv: every game, a worksheet,
# a Blue-Red game on the compiled kernel. XVFB_DISPLAY=:N picks the display (else a free one);
# SHOTS=DIR keeps the screenshots and worksheets.
bundle-check: $(BUNDLE_STAMP)
	@[ -d dist/graphgames ] || $(MAKE) bundle
	@sh packaging/linux/apt-install-missing.sh xvfb
	$(BIN)/python packaging/bundle_check.py $(if $(XVFB_DISPLAY),--display $(XVFB_DISPLAY)) $(if $(SHOTS),--shots $(SHOTS))

$(BUNDLE_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e ".[bundle]"
	touch $(BUNDLE_STAMP)

# The check tools come from the `check` extra, on top of the test setup.
$(CHECK_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e ".[check]"
	touch $(CHECK_STAMP)

# Compiled translations are build products: made here, never committed.
translations/%.qm: translations/%.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

# Refresh the .ts catalogue from the sources (developers only).
lupdate: $(STAMP)
	$(BIN)/pyside6-lupdate $$(git ls-files 'graphgames_desktop/*.py') -ts translations/graphgames_pt_BR.ts -no-obsolete

bench: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/canvas.py
	$(BIN)/python benchmarks/chomp.py
	$(BIN)/python benchmarks/hackenbush.py
	$(BIN)/python benchmarks/domination.py
	$(BIN)/python benchmarks/cards.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/card_art.py
	$(BIN)/python benchmarks/puzzles.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/files.py
	$(BIN)/python benchmarks/magic.py
	$(BIN)/python benchmarks/magic_lines.py

clean:
	rm -rf $(VENV) translations/*.qm build dist *.egg-info .mypy_cache .ruff_cache
