# Installs modgen the way Swift command-line tools are installed:
#   make install                      # /usr/local/bin/modgen (may need sudo)
#   make install PREFIX=$HOME/.local  # ~/.local/bin/modgen
# The binary carries the built-in templates and ModuleCore's sources; nothing else is copied
# except the shell completions (bash, zsh, fish) under $(PREFIX)/share.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SHAREDIR ?= $(PREFIX)/share
# On Linux the binary is fully static (Swift runtime, Foundation and libc linked in): it runs
# without a toolchain and starts in about half the time, with no dynamic loading or symbol
# binding. macOS has the Swift runtime built in.
SWIFT_BUILD_FLAGS ?= -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib -Xswiftc -static-executable,)

.PHONY: build install uninstall

build:
	swift build $(SWIFT_BUILD_FLAGS) --product modgen

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
