# The two commands a newcomer needs: `make demo` and `make test`.
# Both create the virtual environment .venv on first use and install pllvm into it.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

.PHONY: install demo test lint
install: $(STAMP)

demo: $(STAMP)
	$(BIN)/pllvm verify corpus/thesis/fig3.20_logstar.pll
	$(BIN)/pllvm run corpus/thesis/fig3.20_logstar.pll --lanes 2 --arg n=88.38,1.5 --trace
	$(BIN)/pllvm run corpus/thesis/fig3.20_logstar.pll --lanes 2 --arg n=88.38,1.5 --interp OBL
	$(BIN)/pllvm cfg corpus/thesis/fig3.20_logstar.pll --dot
	$(BIN)/pllvm vectorize corpus/thesis/fig3.20_logstar.pll --shapes v --check --examples 20 -o .venv/logstar.vec.pll
	$(BIN)/pllvm run .venv/logstar.vec.pll --lanes 2 --arg n=88.38,1.5 --interp OBL

# the suite runs on every core (pytest-xdist), a test module on one worker (its cached results
# are shared by its tests)
test: $(STAMP)
	$(BIN)/python -m pytest -n auto --dist loadfile $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check pllvm tests
