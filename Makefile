# Builds and installs the `snapline` command-line tool from this checkout.
#
#   make install                       # into /usr/local/bin (as root, or with sudo)
#   make install PREFIX="$HOME/.local" # into ~/.local/bin, no root needed
#   make uninstall PREFIX=...          # removes it again
#
# Needs a Swift 6 toolchain, libyaml and pkg-config (Debian or Ubuntu: the libyaml-dev and
# pkg-config packages; macOS: `brew install libyaml`). The installed binary needs libyaml at run
# time (Debian's libyaml-0-2, which libyaml-dev pulls in).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
CONFIGURATION ?= release
SWIFT ?= swift

# Linux toolchains link the Swift runtime into the binary, so it runs without a Swift toolchain
# installed; macOS ships the runtime with the system. `make install STATIC=` links it dynamically.
ifeq ($(shell uname -s),Linux)
STATIC ?= --static-swift-stdlib
endif

BUILD = $(SWIFT) build -c $(CONFIGURATION) --product snapline $(STATIC)

.PHONY: build install uninstall

build:
	$(BUILD)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$$($(BUILD) --show-bin-path)/snapline" "$(DESTDIR)$(BINDIR)/snapline"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/snapline"
