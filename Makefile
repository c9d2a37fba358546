# Three commands: `make run`, `make test` and `make check`. Each sets everything up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
CHECK_STAMP := $(VENV)/.installed-check
KERNEL := graphgames_desktop/games/solve/hackenbush_kernel.py graphgames_desktop/games/solve/chomp_kernel.py
KERNEL_STAMP := $(VENV)/.kernel-compiled
QM := translations/graphgames_pt_BR.qm

.PHONY: run test check setup translations lupdate bench clean

run: setup
	$(BIN)/python -m graphgames_desktop $(ARGS)

test: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q $(PYTEST_ARGS)

# Lint (ruff) and type-check (mypy); both always run, and either failing fails the target.
check: $(CHECK_STAMP)
	$(BIN)/ruff check graphgames_desktop tests benchmarks tools; lint=$$?; $(BIN)/mypy; types=$$?; exit $$((lint | types))

setup: $(STAMP) $(QM) $(KERNEL_STAMP)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

# numba compiles the Hackenbush kernel once (about 20 s) into its cache beside the source, here
# rather than at the first game.
$(KERNEL_STAMP): $(STAMP) $(KERNEL)
	$(BIN)/python -c "import graphgames_desktop.games.solve.hackenbush_kernel, graphgames_desktop.games.solve.chomp_kernel"
	touch $(KERNEL_STAMP)

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

clean:
	rm -rf $(VENV) translations/*.qm build *.egg-info .mypy_cache .ruff_cache
