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

# Debian's packages the tests use, installed where this runs as root (otherwise the tests that
# need them skip and say why): clang-16 and opt-16 compile the C corpus again and make real
# vectorizer output; graphviz draws the CFG of the HTML page (`pllvm run --html`); chromium and
# chromium-driver open that page in the browser test; pocl is the OpenCL the kernels are compared with
TOOLS := clang-16:clang-16 opt-16:llvm-16 dot:graphviz chromium:chromium chromedriver:chromium-driver \
	/etc/OpenCL/vendors/pocl.icd:pocl-opencl-icd
.PHONY: tools
tools:
	@missing=""; for t in $(TOOLS); do tool=$${t%%:*}; \
		{ [ -e "$$tool" ] || command -v "$$tool" >/dev/null; } || missing="$$missing $${t#*:}"; done; \
	if [ -z "$$missing" ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; } \
		|| echo "could not install$$missing: the tests that need them skip"; \
	else echo "not installed (not root):$$missing; the tests that need them skip"; fi

.PHONY: install demo demo-opencl test lint
install: $(STAMP)

demo: $(STAMP)
	$(BIN)/pllvm verify corpus/thesis/fig3.20_logstar.pll
	$(BIN)/pllvm run corpus/thesis/fig3.20_logstar.pll --lanes 2 --arg n=88.38,1.5 --trace
	$(BIN)/pllvm run corpus/thesis/fig3.20_logstar.pll --lanes 2 --arg n=88.38,1.5 --html .venv/logstar.html
	$(BIN)/pllvm run corpus/thesis/fig3.20_logstar.pll --lanes 2 --arg n=88.38,1.5 --interp OBL
	$(BIN)/pllvm cfg corpus/thesis/fig3.20_logstar.pll --dot
	$(BIN)/pllvm vectorize corpus/thesis/fig3.20_logstar.pll --shapes v --check --examples 20 -o .venv/logstar.vec.pll
	$(BIN)/pllvm run .venv/logstar.vec.pll --lanes 2 --arg n=88.38,1.5 --interp OBL

# an OpenCL C kernel end to end: compiled by clang-16, its work-groups run in lock step with a
# barrier in a loop and local memory (a per-group sum of 64 numbers), by the interpreter and as
# native SIMD code with one lane per work-item
demo-opencl: $(STAMP)
	$(BIN)/pllvm kernel corpus/opencl/reduce.cl --global 64 --local 16 --local-mem scratch=64 \
		--input corpus/opencl/reduce.json --interp
	$(BIN)/pllvm kernel corpus/opencl/reduce.cl --global 64 --local 16 --local-mem scratch=64 \
		--input corpus/opencl/reduce.json --native

# the suite runs on every core (pytest-xdist), a test module on one worker (its cached results
# are shared by its tests)
test: $(STAMP)
	$(BIN)/python -m pytest -n auto --dist loadfile $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check pllvm tests
