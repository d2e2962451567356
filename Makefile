# Installs modgen the way Swift command-line tools are installed:
#   make install                      # /usr/local/bin/modgen (may need sudo)
#   make install PREFIX=$HOME/.local  # ~/.local/bin/modgen
#   make build                        # the same release build, without installing
# The binary carries the built-in templates and ModuleCore's sources; nothing else is copied
# except the shell completions (bash, zsh, fish) under $(PREFIX)/share.
#
# Development targets (see CONTRIBUTING.md):
#   make test-fast        swift test: every test but the ones that build scratch packages (skipped)
#   make test             every test, the integration tests too (MODGEN_INTEGRATION_TESTS=1)
#   make lint             swift format lint, doc links and internal words, as CI runs them
#   make format           swift format, rewriting the files in place
#   make snapshots        re-record the golden snapshots, then check them
#   make check-templates  modgen check on the built-in templates (every pair of parameter values)
#   make check-exhaustive modgen check --exhaustive: every combination of the built-ins' parameters

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SHAREDIR ?= $(PREFIX)/share
# A release build; on Linux the binary is fully static (Swift runtime, Foundation and libc linked
# in), so it runs without a toolchain. macOS has the Swift runtime built in.
LINUX := $(filter Linux,$(shell uname -s))
SWIFT_BUILD_FLAGS ?= -c release $(if $(LINUX),--static-swift-stdlib -Xswiftc -static-executable,)

# The code the linter and formatter cover, and the tests that compare against golden files.
FORMAT_PATHS ?= Sources Tests Plugins
SNAPSHOT_TESTS ?= TemplateTests.SnapshotTests|LiquidTests.DiagnosticsTests

.PHONY: build print-bin-path install uninstall test-fast test lint format snapshots check-templates check-exhaustive

build:
	swift build $(SWIFT_BUILD_FLAGS) --product modgen

# Where `build` puts the binary (for scripts that measure the installed build).
print-bin-path:
	@swift build $(SWIFT_BUILD_FLAGS) --show-bin-path

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)/modgen" "$(DESTDIR)$(BINDIR)/modgen"
	install -d "$(DESTDIR)$(SHAREDIR)/bash-completion/completions" "$(DESTDIR)$(SHAREDIR)/zsh/site-functions" \
		"$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d"
	"$(DESTDIR)$(BINDIR)/modgen" completion bash > "$(DESTDIR)$(SHAREDIR)/bash-completion/completions/modgen"
	"$(DESTDIR)$(BINDIR)/modgen" completion zsh > "$(DESTDIR)$(SHAREDIR)/zsh/site-functions/_modgen"
	"$(DESTDIR)$(BINDIR)/modgen" completion fish > "$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d/modgen.fish"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/modgen" "$(DESTDIR)$(SHAREDIR)/bash-completion/completions/modgen" \
		"$(DESTDIR)$(SHAREDIR)/zsh/site-functions/_modgen" "$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d/modgen.fish"

test-fast:
	swift test

test:
	MODGEN_INTEGRATION_TESTS=1 swift test

lint:
	swift format lint --strict --configuration .swift-format --recursive $(FORMAT_PATHS)
	python3 scripts/check-imports.py
	python3 scripts/check-doc-links.py
	python3 scripts/lint-words.py
	python3 scripts/template-duplication.py --max-percent 25
	python3 scripts/function-lengths.py --max-over-80 3 --max-run 60

format:
	swift format format --in-place --configuration .swift-format --recursive $(FORMAT_PATHS)

# A recording run always fails (so CI can never pass by rewriting goldens): its failure is ignored
# here, and a second run checks the new files. Review them with `git diff` before committing.
snapshots:
	-RECORD_SNAPSHOTS=1 swift test --filter '$(SNAPSHOT_TESTS)'
	swift test --filter '$(SNAPSHOT_TESTS)'

check-templates:
	swift run modgen check

check-exhaustive:
	swift run modgen check --exhaustive
