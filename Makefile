# restorectl: build, test and measure. Every target works on a machine with the Swift toolchain;
# python3 is needed only for conformance, api, the plistlib cross-checks and the fixture generators.
PREFIX ?= /usr/local
FUZZ_SECONDS ?= 60
CORPORA ?= ../shared/corpora
SWIFT ?= swift
UNAME := $(shell uname -s)
APPLE_AVAILABILITY ?= ../shared/tools/apple-availability
DARWIN_TYPECHECK ?= ../shared/tools/darwin-typecheck
# On Linux a fully static executable: no dynamic loader at start-up, about a millisecond to run
# --version. Apple's linker cannot make one (macOS has no static libc), and the Swift runtime is
# part of macOS 13 and later, so there it is the normal release build.
# Concrete generic types are reached through direct metadata accessors rather than by demangling
# their names at first use, which also looks up each Hashable conformance by scanning every
# conformance record: that took 0.53 of the 2.44 million instructions of a small dump
# (valgrind --tool=callgrind).
# The release binary carries no symbol table or debug information (17.2 MB with them on Linux,
# 9.7 MB without, on 2026-11-22; 10.5 MB without on 2026-11-24): the linker's -s on Linux; on macOS ld64's -S (no debug map) and -x (no local symbols).
RELEASE_FLAGS = -c release --scratch-path .build-release \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
ifeq ($(UNAME),Linux)
RELEASE_FLAGS += --static-swift-stdlib -Xswiftc -static-executable -Xlinker -s
endif
# Start-up on Linux: the kernel maps an executable's code as it is first touched, a page-cache
# folio (64 KB or more) at a time, and the code a short run executes (glibc's and the Swift
# runtime's start-up, the standard library, restorectl) lay scattered over the 10 MB binary:
# --version took 97 page faults and 3.9 MB resident (/bin/true: 50 and 1.7 MB), most of its time.
# lld places the functions scripts/startup-order.txt lists (scripts/startup-order.sh writes it)
# next to one another, which needs restorectl's functions in sections of their own
# (-function-sections, which also lets --gc-sections drop its unused ones): 71 faults, 1.9 MB,
# 0.15 ms less. A name the list has and the binary lacks is skipped. swift.org's toolchains carry
# lld beside swift; one without it (or without it on PATH) links as before, with the default linker.
HAVE_LLD := $(shell test -x "$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/ld.lld" || command -v ld.lld >/dev/null 2>&1 && echo yes)
ifeq ($(UNAME)$(HAVE_LLD),Linuxyes)
RELEASE_FLAGS += -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=scripts/startup-order.txt -Xlinker --no-warn-symbol-ordering
endif
ifeq ($(UNAME),Darwin)
RELEASE_FLAGS += -Xlinker -S -Xlinker -x
endif
# More flags for swift build, appended to the release build's (make, make release, make dist): the
# Homebrew formula passes --disable-sandbox, since SwiftPM's own sandbox cannot start inside Homebrew's.
SWIFT_BUILD_FLAGS ?=
RELEASE_FLAGS += $(SWIFT_BUILD_FLAGS)
DEMO_FILE = Fixtures/archives/com.example.TabBar.savedState/data.data

.PHONY: all build release test format check-format check-apple check-apple-availability check-apple-darwin check-fuzz check-client check-dist dist api docs conformance demo fixtures golden bench fuzz asan mutate install uninstall clean

# The default: everything make install copies, built into .build-release as whoever runs it: the
# release binary (.build-release/release/restorectl), and written by it the manual page and the
# bash, zsh and fish completions (.build-release/generated). Then `sudo make install` only copies.
all: release
	@scripts/install.sh generate

build:
	$(SWIFT) build

# The build in one line, as make test shows it (its whole output only when it fails).
release:
	@scripts/quietly.sh "building restorectl (release)" $(SWIFT) build $(RELEASE_FLAGS)

# The release as an SE-0305 artifact bundle, what CI installs and a SwiftPM plugin runs:
# dist/restorectl-VERSION.artifactbundle.zip and its SHA-256 (scripts/dist.sh; needs zip), with the
# binary, the manual page and the completions make builds. On Linux the static build (the triple of
# uname -m); on a Mac a universal arm64 + x86_64 build of its own (SwiftPM's --arch twice, into
# .build-release/apple), which this project's Linux machines have never run. A release's bundle holds
# every platform's variant: DIST_ADD="A.zip ..." adds those of bundles make dist wrote elsewhere.
dist: all
ifeq ($(UNAME),Darwin)
	@scripts/quietly.sh "building restorectl (release, arm64 and x86_64)" $(SWIFT) build $(RELEASE_FLAGS) --arch arm64 --arch x86_64
	@DIST_ADD="$(DIST_ADD)" scripts/dist.sh "$$($(SWIFT) build $(RELEASE_FLAGS) --arch arm64 --arch x86_64 --show-bin-path)/restorectl"
else
	@DIST_ADD="$(DIST_ADD)" scripts/dist.sh .build-release/release/restorectl
endif

# make dist's bundle as its users take it (Tests/Packaging/check-dist.sh): a scratch SwiftPM package
# runs it through packaging/swiftpm-plugin's command plugin, and the GitHub Action's scripts
# (action.yml, scripts/action/) install it from a stand-in release (a file:// folder) in a fake
# GITHUB_* environment and run validate. A release build first (minutes; .build-release is reused),
# then about a minute.
check-dist: dist
	@SWIFT=$(SWIFT) Tests/Packaging/check-dist.sh

# The build in one line (its whole output only when it fails), then a one-line summary of the
# tests, or every failure in full; the exit status is swift test's. `swift test` shows everything.
test:
	@scripts/quietly.sh "building restorectl and its tests" $(SWIFT) build --build-tests
	@SWIFT=$(SWIFT) scripts/test-summary.sh

# The Mac build, checked from any machine, with two tools from the team's shared folder beside
# the clone (each target says so, exit 2, when its tool is missing; .ci/run skips it then). The
# tools give swiftc the package name RestoreKit's `package` declarations need, the one Package.swift
# declares.
check-apple: check-apple-availability check-apple-darwin

# Type-checks RestoreKit for its Apple deployment targets (macOS 13, iOS 16) against the
# toolchain's own standard-library interfaces, which `swift build` on Linux never checks: an API
# newer than the targets (Int128, String(validating:)) is an error here. About a minute the
# first time, seconds after.
check-apple-availability:
	@if [ ! -x "$(APPLE_AVAILABILITY)" ]; then echo "check-apple: $(APPLE_AVAILABILITY) is missing (set APPLE_AVAILABILITY)" >&2; exit 2; fi
	@echo '"$(APPLE_AVAILABILITY)" --macos 13.0 --ios 16.0 Sources/RestoreKit'; "$(APPLE_AVAILABILITY)" --macos 13.0 --ios 16.0 Sources/RestoreKit

# Type-checks the executable's Darwin branch (#if canImport(Darwin)) with RestoreKit against a
# stand-in macOS 13 SDK, where `swift build` on Linux compiles only the Glibc branch. The first
# run downloads Darwin's C headers (the ziglang wheel, with pip from PyPI) and builds the SDK in
# ~/.cache/darwin-typecheck, about a minute; later runs take half a minute. When it cannot set
# up (exit 2: no network for the wheel) the Mac build is unchecked, which fails too.
check-apple-darwin:
	@if [ ! -x "$(DARWIN_TYPECHECK)" ]; then echo "check-apple: $(DARWIN_TYPECHECK) is missing (set DARWIN_TYPECHECK)" >&2; exit 2; fi
	@echo '"$(DARWIN_TYPECHECK)" --macos 13.0 Sources'; "$(DARWIN_TYPECHECK)" --macos 13.0 Sources; status=$$?; \
	if [ $$status -eq 2 ]; then echo "check-apple: $(DARWIN_TYPECHECK) could not set up its stand-in macOS SDK (the first run downloads the ziglang wheel from PyPI: is the network there?), so the Darwin code is unchecked" >&2; fi; \
	exit $$status

# Type-checks each fuzz target with the library's sources, as make fuzz compiles them, without
# libFuzzer (any toolchain): the targets are not part of the package, so nothing else notices when
# the library changes under them. About half a minute. With the package's name, as SwiftPM passes it,
# so that the library's `package` declarations compile.
check-fuzz:
	@for target in $$(ls Fuzz/*.swift | sed 's|Fuzz/||; s|\.swift$$||'); do \
		swiftc -typecheck -parse-as-library -module-name RestoreKitFuzz -package-name restorectl $$(find Sources/RestoreKit -name '*.swift' | sort) "Fuzz/$$target.swift" \
			|| { echo "check-fuzz: Fuzz/$$target.swift does not compile against Sources/RestoreKit" >&2; exit 1; }; \
	done; echo "check-fuzz: every fuzz target compiles"

# Counts RestoreKit's public API in the toolchain's symbol graph (swift-symbolgraph-extract, from
# the debug build): the public declarations written in Sources/RestoreKit without enum cases and
# with them, and lists those without a /// comment (scripts/api.py; python3 reads the JSON). More
# declarations without enum cases than API_LIMIT fail: the public API is what an app's tests use,
# and what only restorectl uses is `package`, so raising the limit is a decision. 203 → 230 for
# issue 45, which asks for reading a build and the dry run against it from an app's test: AppBuild
# (init(contentsOf:in:)), AppBuildError, DryRun (init(contentsOf:in:build:deviceIdiom:), losesState,
# build), BuildDecision, ObjectInBuild, SceneInBuild (their outcomes), Validator.validate(contentsOf:...).
# 230 → 231 for issue 53: ValidationRule.help, what to change for a finding, beside summary and
# consequence, which an app's test prints with a failing finding as the command line does.
# 231 → 234 for issue 55: BuildComparison, its init and findings, so that an app's test asserts
# that a release breaks nothing the last one saved, as restorectl breaking-changes does.
API_LIMIT ?= 234
api:
	@scripts/quietly.sh "building RestoreKit" $(SWIFT) build --target RestoreKit
	@SWIFT=$(SWIFT) python3 scripts/api.py --limit $(API_LIMIT)

# RestoreKit's API documentation: the DocC catalog Sources/RestoreKit/RestoreKit.docc and the
# symbol graph of the debug build, converted by the toolchain's own docc into
# .build/docs/RestoreKit.doccarchive (scripts/docs.sh). Fails on any DocC warning. About half a
# minute after the build. .spi.yml asks the Swift Package Index for the same documentation.
docs:
	@scripts/quietly.sh "building RestoreKit" $(SWIFT) build --target RestoreKit
	@SWIFT=$(SWIFT) scripts/docs.sh

# Type-checks the tests that use RestoreKit as an app's test target does (LibraryClientTests.swift,
# and every example of the DocC articles, scripts/article-examples.py) as a module outside the package, against
# the debug build's RestoreKit: without the package's name only the public API is visible, where
# the package's own tests see its `package` declarations too and so cannot tell. A stand-in
# Tool.fixture replaces the test support the client test calls. Seconds after the build.
CLIENT_TESTS = Tests/restorectlTests/LibraryClientTests.swift
check-client:
	@scripts/quietly.sh "building RestoreKit" $(SWIFT) build --target RestoreKit
	@mkdir -p .build/client && echo 'enum Tool { static func fixture(_ name: String) -> String { name } }' > .build/client/Tool.swift
	@python3 scripts/article-examples.py .build/client/ArticleExamples.swift
	@swiftc -typecheck -module-name RestoreKitClient -I "$$($(SWIFT) build --show-bin-path)/Modules" $(CLIENT_TESTS) .build/client/Tool.swift \
		.build/client/ArticleExamples.swift \
		&& echo "check-client: the client tests and the DocC articles' examples compile against RestoreKit's public API alone"

# Runs restorectl over the conformance corpora and checks every row of EXPECTED.tsv. The corpora
# are optional and not in the repository: test files of libplist, rust-plist, bpylist2,
# swift-corelibs-foundation and CPython (their sources and commits are in the folder's README.md),
# kept outside it so that their licences stay with them. CORPORA=DIR points at a copy.
conformance: build
	@if [ ! -d "$(CORPORA)" ]; then echo "conformance: skipped: the optional corpora folder $(CORPORA) is missing."; \
		echo "  It holds other projects' property-list test files (libplist, rust-plist, bpylist2, swift-corelibs-foundation,"; \
		echo "  CPython's test_plistlib) with EXPECTED.tsv; point CORPORA=DIR at a copy (see docs/format.md, Sources and certainty)."; \
	elif ! command -v python3 >/dev/null; then echo "conformance: skipped, python3 is missing"; \
	else python3 Tests/Conformance/conformance.py "$$($(SWIFT) build --show-bin-path)/restorectl" "$(CORPORA)"; fi

demo:
	@scripts/quietly.sh "building restorectl" $(SWIFT) build
	@echo "$$ restorectl dump $(DEMO_FILE)"
	@"$$($(SWIFT) build --show-bin-path)/restorectl" dump $(DEMO_FILE)

# Formats every Swift file with the toolchain's `swift format` and .swift-format (4 spaces, 120
# columns); check-format changes nothing and lists the files that differ (.ci/run runs it).
format:
	scripts/format.sh

check-format:
	scripts/format.sh --check

# Regenerates the committed fixtures with independent encoders (plistlib; Foundation's
# NSKeyedArchiver; the openssl command for AppKit's AES; mac_alias's bookmark writer, pip install
# mac-alias==2.2.3); review the result with git diff before committing.
fixtures:
	python3 Fixtures/plist/generate.py
	python3 Fixtures/plist/encodings/generate.py
	python3 Fixtures/invalid/generate.py
	python3 Fixtures/bookmarks/generate.py
	python3 Fixtures/appkit/generate.py
	python3 Fixtures/appkit-macos15/generate.py
	python3 Fixtures/appkit-bookmarks/generate.py
	python3 Fixtures/timeline/generate.py
	python3 Fixtures/sets/generate.py
	python3 Fixtures/hostile/generate.py
	Fixtures/apps/macho/generate.sh
	python3 Fixtures/apps/nib/generate.py
	python3 Fixtures/kinds/generate.py
	python3 Fixtures/apps/bundles/generate.py
	python3 Fixtures/apps/intents/generate.py
	python3 Fixtures/apps/generate.py
	python3 Fixtures/zip/deflate/generate.py
	Fixtures/apps/migration/generate.sh
	python3 Fixtures/ipa/generate.py
	mkdir -p .build/fixtures
	swiftc -O -module-name generate Fixtures/archives/Generator/*.swift -o .build/fixtures/generate
	SWIFT_DETERMINISTIC_HASHING=1 .build/fixtures/generate Fixtures/archives

# Rewrites Tests/Golden from the current build; review with git diff Tests/Golden before committing.
golden: build
	Tests/Golden/regenerate.sh "$$($(SWIFT) build --show-bin-path)/restorectl"

# Generates large plists with plistlib and many archives, then times restorectl beside plistutil
# and plistlib (BENCH_FLAGS=--quick for a shorter run).
bench: release
	python3 Benchmarks/bench.py "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/restorectl" $(BENCH_FLAGS)

# The whole test suite under AddressSanitizer, in a build folder of its own. Leak reports from
# the XCTest harness and the Swift runtime's own one-time allocations are suppressed
# (Tests/lsan-suppressions.txt); restorectl's own are not. RESTORECTL_FREE_AT_EXIT: commands
# free what they would keep until exit, which LeakSanitizer cannot tell from a leak.
asan:
	RESTORECTL_FREE_AT_EXIT=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt:print_suppressions=0 \
		$(SWIFT) test --sanitize=address --scratch-path .build-asan

# Applies deliberate bugs one at a time to a copy in .build/mutate and shows the suite failing for
# each (Tests/Mutation/mutate.sh; MUTATIONS="name ..." for some). Several minutes: a full build of the
# copy, then an incremental build and a test run per mutation.
mutate:
	SWIFT="$(SWIFT)" Tests/Mutation/mutate.sh

# Fuzzes each entry point FUZZ_SECONDS seconds (FUZZ_TARGETS to choose); see Fuzz/run.sh.
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh

# Copies what make built (the binary, the manual page and the completions; scripts/install.sh
# lists them) under DESTDIR and PREFIX and says what went where and how to turn completions on.
# It never builds: when something is missing it stops and says to run make first, so that
# `sudo make install` runs no compiler as root (sudo's PATH need not have swift) and writes
# nothing in the build folder; after changing the sources, run make again. The folders are where bash-completion 2, zsh and fish
# look under a prefix, Homebrew's included: on a Mac, make install PREFIX="$$(brew --prefix)".
install:
	@scripts/install.sh install "$(DESTDIR)" "$(PREFIX)"

uninstall:
	@scripts/install.sh uninstall "$(DESTDIR)" "$(PREFIX)"

clean:
	$(SWIFT) package clean
	rm -rf .build .build-release .build-asan dist
