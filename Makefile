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
	@$(MAKE) --no-print-directory tools
	touch $@

# clang-16 and opt-16 compile the C corpus again and make real vectorizer output for the tests
# that compare against them; installed from Debian's packages where this runs as root, otherwise
# those tests skip and say why
.PHONY: tools
tools:
	@if command -v clang-16 >/dev/null && command -v opt-16 >/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clang-16 llvm-16 >/dev/null; } \
		|| echo "clang-16/llvm-16 could not be installed: the tests that need them skip"; \
	else echo "clang-16/opt-16 not installed (not root): the tests that need them skip"; fi

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
