# Two commands a fresh machine needs: `make run` and `make test`.
# Each creates and uses the local virtual environment in .venv.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test venv system-deps lint typecheck pytest bench clean messages translations

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $@

venv: $(BIN)/.installed

## Install and start the app on its embedded SQLite default.
run: venv
	$(BIN)/scorekeeper serve

## Install everything (Python packages, Debian's chromium and poppler-utils) and run every check.
test: venv system-deps lint typecheck pytest

system-deps:
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	command -v pdftoppm >/dev/null 2>&1 || missing="$$missing poppler-utils"; \
	fc-list 2>/dev/null | grep -qi dejavu || missing="$$missing fonts-dejavu-core"; \
	if [ -n "$$missing" ]; then \
	  echo "installing$$missing"; \
	  $(SUDO) apt-get install -y -q $$missing >/dev/null 2>&1 || \
	  { $(SUDO) apt-get update -q >/dev/null && $(SUDO) apt-get install -y -q $$missing >/dev/null; }; \
	fi

lint: venv
	$(BIN)/ruff check .

typecheck: venv
	$(BIN)/mypy

pytest: venv
	$(BIN)/pytest -q

## Catalogues (scorekeeper/translations): extract the words from the code and templates into
## messages.pot, merge them into each language's messages.po, compile the .mo files shipped in the wheel.
CATALOGUES := scorekeeper/translations
LANGUAGES := es de fr it
EXTRACT_KEYWORDS := -k _ -k 'n_:1,2' -k N_ -k lazy_gettext -k 'lazy_ngettext:1,2'

messages: venv
	$(BIN)/pybabel extract -F babel.cfg $(EXTRACT_KEYWORDS) --no-location --sort-output --no-wrap \
	  --project gin-scorekeeper --copyright-holder "Gin Scorekeeper" \
	  --msgid-bugs-address "" -o $(CATALOGUES)/messages.pot .
	for lang in $(LANGUAGES); do \
	  if [ -f $(CATALOGUES)/$$lang/LC_MESSAGES/messages.po ]; then \
	    $(BIN)/pybabel update --no-fuzzy-matching --no-wrap -i $(CATALOGUES)/messages.pot \
	      -d $(CATALOGUES) -l $$lang --ignore-obsolete; \
	  else $(BIN)/pybabel init -i $(CATALOGUES)/messages.pot -d $(CATALOGUES) -l $$lang; fi; \
	done

translations: venv
	$(BIN)/pybabel compile -d $(CATALOGUES) --statistics

bench: venv
	$(BIN)/python bench/engine_bench.py

clean:
	rm -rf $(VENV) build *.egg-info
