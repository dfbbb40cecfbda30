# Homebrew formula: builds restorectl from source with the Makefile (make, with SwiftPM's sandbox
# off, then make install, which only copies what make built), installing the manual page and the bash, zsh and fish completions where Homebrew's shells
# look for them (share/man/man1, share/bash-completion/completions, share/zsh/site-functions,
# share/fish/vendor_completions.d).
#
#   brew install --HEAD --formula packaging/restorectl.rb
#
# The project has no public home yet: homepage and head below are where it is expected to live, and
# the command above works once head names a repository that exists. For a release, add its
# tarball's url and sha256 (shasum -a 256) beside head.
class Restorectl < Formula
  desc "Inspect and edit iOS state restoration archives and macOS saved application state"
  homepage "https://github.com/restorectl/restorectl"
  head "https://github.com/restorectl/restorectl.git", branch: "main"
  license "Apache-2.0"

  # Swift 6 (Xcode 16) builds it; RestoreKit and the command run on macOS 13 and later.
  depends_on xcode: ["16.0", :build]
  depends_on macos: :ventura

  def install
    # SwiftPM's sandbox (sandbox-exec) cannot start inside Homebrew's: Homebrew's rule for every Swift formula.
    system "make", "SWIFT_BUILD_FLAGS=--disable-sandbox"
    system "make", "install", "PREFIX=#{prefix}"
  end

  test do
    assert_match(/^restorectl \d+\.\d+\.\d+$/, shell_output("#{bin}/restorectl --version"))
    assert_match ".TH RESTORECTL 1", (man1/"restorectl.1").read
  end
end
