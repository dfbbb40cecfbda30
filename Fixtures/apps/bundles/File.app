a file, not a bundle
