# Builds and installs the `snapline` command-line tool from this checkout.
#
#   make install                       # into /usr/local/bin (as root, or with sudo)
#   make install PREFIX="$HOME/.local" # into ~/.local/bin, no root needed
#   make uninstall PREFIX=...          # removes it again
#   make artifactbundle                # .build/artifactbundle/snapline.artifactbundle(.zip): the
#                                      # binaries for teams that do not build Snapline (docs/releasing.md)
#   make release VERSION=0.2.0         # one release build: the artifact bundle, its checksum, and
#                                      # its `snapline` installed (as `make install`)
#
# After `make artifactbundle` (or `make release`), `make install` installs the bundle's `snapline`
# (brought up to date by an incremental build of the bundle's build folder) instead of building
# the package a second time.
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

.PHONY: build install uninstall artifactbundle bundle-binaries yaml-static release

# The artifact bundle (SE-0305): `snapline` and `snapline-build-tool` in release mode, the Swift
# runtime linked in and, on Linux, libyaml too (Distribution/yaml-static), so they need only the C
# library; then info.json, a zip and its checksum (scripts/artifactbundle.sh).
BUNDLE_DIR ?= .build/artifactbundle
# The linker takes `-lyaml` from the first folder that has libyaml.so or libyaml.a: a folder holding
# only a link to libyaml.a, searched first, makes it static.
ifeq ($(shell uname -s),Linux)
YAML_STATIC = $(CURDIR)/.build/yaml-static
BUNDLE_ENV = PKG_CONFIG_PATH="$(CURDIR)/Distribution/yaml-static$${PKG_CONFIG_PATH:+:$$PKG_CONFIG_PATH}"
BUNDLE_LINK = -Xlinker -L$(YAML_STATIC)
endif
BUNDLE_SCRATCH ?= .build/bundle-build
BUNDLE_BUILD = $(BUNDLE_ENV) $(SWIFT) build -c $(CONFIGURATION) $(STATIC) $(BUNDLE_LINK) --scratch-path "$(BUNDLE_SCRATCH)"

# Where the bundle's executables are built; `make install` uses its `snapline` once it exists.
BUNDLE_BIN = $(BUNDLE_SCRATCH)/$(CONFIGURATION)

# The folder that makes the bundle's link take libyaml.a (Linux; nothing elsewhere).
yaml-static:
ifeq ($(shell uname -s),Linux)
	mkdir -p "$(YAML_STATIC)"
	ln -sf "$$(pkg-config --variable=libdir yaml-0.1)/libyaml.a" "$(YAML_STATIC)/libyaml.a"
	test -f "$(YAML_STATIC)/libyaml.a" || { echo "libyaml.a not found (Debian: libyaml-dev)"; exit 1; }
endif

# The bundle's two executables, in one build folder: the second product reuses the modules the
# first built, so SnaplineCore is compiled once.
bundle-binaries: yaml-static
	$(BUNDLE_BUILD) --product snapline
	$(BUNDLE_BUILD) --product snapline-build-tool

artifactbundle: export SNAPLINE_BUNDLE_DIR = $(BUNDLE_DIR)
artifactbundle: bundle-binaries
	bash scripts/artifactbundle.sh "$$($(BUNDLE_BUILD) --show-bin-path)" "$$SNAPLINE_BUNDLE_DIR"

# The whole release from one build: VERSION must be the version the binaries print
# (Sources/SnaplineCore/Pipeline/SnaplineVersion.swift, which the bundle's info.json reads too).
SOURCE_VERSION = $(shell sed -n 's/.*current = "\([0-9][0-9.]*\)".*/\1/p' Sources/SnaplineCore/Pipeline/SnaplineVersion.swift | head -1)

release:
	@test -n "$(VERSION)" || { echo "usage: make release VERSION=$(SOURCE_VERSION)"; exit 2; }
	@test "$(VERSION)" = "$(SOURCE_VERSION)" || { echo "VERSION=$(VERSION), but the source says $(SOURCE_VERSION): set it in Sources/SnaplineCore/Pipeline/SnaplineVersion.swift first"; exit 2; }
	$(MAKE) artifactbundle
	$(MAKE) install
	@echo "release $(VERSION): $(BUNDLE_DIR)/snapline.artifactbundle.zip, sha256 $$(cat "$(BUNDLE_DIR)/snapline.artifactbundle.zip.sha256"), snapline installed in $(DESTDIR)$(BINDIR)"

build:
	$(BUILD)

# The folders reach the recipes' shell through the environment ("$$SNAPLINE_BINDIR"), never as
# shell text, so a PREFIX holding quotes, `;` or `$(...)` for the shell stays one path
# (`make install PREFIX='x"; cmd; echo "'` used to run `cmd`). For make itself, a `$` in a
# value is written `$$`, as in any make variable.
install uninstall: export SNAPLINE_BINDIR = $(DESTDIR)$(BINDIR)

ifneq ($(wildcard $(BUNDLE_BIN)/snapline),)
# A bundle was built: install its `snapline` (rebuilt incrementally if the sources changed).
install: yaml-static
	$(BUNDLE_BUILD) --product snapline
	install -d "$$SNAPLINE_BINDIR"
	install -m 0755 "$$($(BUNDLE_BUILD) --show-bin-path)/snapline" "$$SNAPLINE_BINDIR/snapline"
else
install: build
	install -d "$$SNAPLINE_BINDIR"
	install -m 0755 "$$($(BUILD) --show-bin-path)/snapline" "$$SNAPLINE_BINDIR/snapline"
endif

uninstall:
	rm -f "$$SNAPLINE_BINDIR/snapline"
