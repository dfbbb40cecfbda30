#!/usr/bin/env python3
"""Raw DEFLATE streams (RFC 1951) for RestoreKit's Inflate, written by Python's zlib as an
independent encoder, and hand-made invalid streams that zlib refuses too.

    python3 Fixtures/zip/deflate/generate.py     (make fixtures)

valid/NAME.deflate: zlib.compressobj(level, DEFLATED, -15, 8, strategy) of the inputs below at
levels 0, 1, 6 and 9 (1, 6 and 9 for the 300 KB mix), with Z_FIXED, and in several blocks (Z_FULL_FLUSH or Z_SYNC_FLUSH between
writes: empty stored blocks). manifest.tsv lists each stream with its decoded length and
zlib.crc32 of its decoded bytes (the inputs themselves are not kept, to keep the folder small);
one.bin and text.txt are kept to compare bytes.

invalid/NAME.deflate: one stream per error Inflate reports; the generator checks that zlib
refuses each (and accepts the allowed/ streams: one distance code, no distance code). The
expected offsets and reasons are in Tests/RestoreKitTests/InflateTests.swift.
"""
import os, random, zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def inputs():
    """The decoded inputs, deterministic."""
    rng = random.Random(46)
    words = ["state", "restoration", "archive", "scene", "window", "view", "controller", "the", "a", "of",
             "and", "key", "value", "NSKeyedArchiver", "UIApplication", "0", "1", "2", "\n"]
    text = " ".join(rng.choice(words) for _ in range(6000)).encode()
    incompressible = bytes(rng.getrandbits(8) for _ in range(10000))
    runs = b"a" * 5000 + b"ab" * 2000 + b"abc" * 3000 + b"abcdefg" * 1000 + b"0123456789ABCDEF" * 500 + bytes(range(256)) * 20
    # A 300 KB mix: text, records of structured binary, runs, and a little noise.
    records = b"".join(i.to_bytes(4, "little") + (i % 100).to_bytes(2, "big") + b"\x00\x00REC" + bytes([i % 251])
                       for i in range(12000))
    mixed = (text * 3 + records + runs + incompressible[:5000])[:300_000]
    return {"empty": b"", "one": b"x", "text": text, "random": incompressible, "runs": runs, "mixed": mixed}


def raw(data, level=6, strategy=zlib.Z_DEFAULT_STRATEGY, pieces=1, flush=None):
    encoder = zlib.compressobj(level, zlib.DEFLATED, -15, 8, strategy)
    out = b""
    step = max(1, len(data) // pieces)
    for start in range(0, max(len(data), 1), step):
        out += encoder.compress(data[start:start + step])
        if flush is not None:
            out += encoder.flush(flush)
    return out + encoder.flush()


class Bits:
    """A bit writer in DEFLATE's order: values least significant bit first, Huffman codes most
    significant bit first."""

    def __init__(self):
        self.value, self.count = 0, 0

    def add(self, value, n):
        self.value |= value << self.count
        self.count += n
        return self

    def code(self, code, n):
        return self.add(int(format(code, f"0{n}b")[::-1], 2) if n else 0, n)

    def bytes(self):
        return self.value.to_bytes((self.count + 7) // 8, "little")


def canonical(lengths):
    """The canonical codes (RFC 1951 3.2.2) of `lengths`."""
    counts = [0] * 16
    for length in lengths:
        counts[length] += 1
    counts[0] = 0
    code, first = 0, [0] * 16
    for length in range(1, 16):
        code = (code + counts[length - 1]) << 1
        first[length] = code
    codes = []
    for length in lengths:
        codes.append(first[length] if length else None)
        if length:
            first[length] += 1
    return codes


def fixed_literal(bits, symbol):
    if symbol < 144: return bits.code(0x30 + symbol, 8)
    if symbol < 256: return bits.code(0x190 + symbol - 144, 9)
    if symbol < 280: return bits.code(symbol - 256, 7)
    return bits.code(0xC0 + symbol - 280, 8)


ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
# A complete code-length code: 13 symbols of 4 bits, 6 of 5.
CL_LENGTHS = [4] * 13 + [5] * 6


def dynamic_header(bits, hlit, hdist, items, cl_lengths=CL_LENGTHS, final=1):
    """A dynamic block's header: `items` are code-length symbols, or (symbol, extra value)."""
    bits.add(final, 1).add(2, 2).add(hlit - 257, 5).add(hdist - 1, 5).add(19 - 4, 4)
    for symbol in ORDER:
        bits.add(cl_lengths[symbol], 3)
    codes = canonical(cl_lengths)
    for item in items:
        symbol, extra = item if isinstance(item, tuple) else (item, None)
        bits.code(codes[symbol], cl_lengths[symbol])
        if extra is not None:
            bits.add(extra, {16: 2, 17: 3, 18: 7}[symbol])
    return bits


def literal_lengths_eight():
    """Literal/length lengths of a complete code: 256 literals and EOB... 257 symbols: 255 of 8 bits, 2 of 9."""
    return [8] * 255 + [9, 9]


def crafted():
    """(name, bytes, expected count, zlib accepts) of the hand-made streams."""
    out = []
    out.append(("reserved-type", Bits().add(1, 1).add(3, 2).bytes(), 0, False))
    out.append(("stored-complement", bytes([1, 5, 0, 0, 0]) + b"hello", 5, False))
    out.append(("stored-truncated", bytes([1, 5, 0, 0xFA, 0xFF]) + b"he", 5, False))
    out.append(("empty-input", b"", 0, False))
    out.append(("no-final-block", bytes([0, 0, 0, 0xFF, 0xFF]), 0, False))
    # Fixed block: 'a', then length 3 (257) at distance 2 (code 1): one byte back is all there is.
    b = Bits().add(1, 1).add(1, 2)
    fixed_literal(b, ord("a")); fixed_literal(b, 257); b.code(1, 5); fixed_literal(b, 256)
    out.append(("distance-too-far", b.bytes(), 4, False))
    b = Bits().add(1, 1).add(1, 2); fixed_literal(b, ord("a")); fixed_literal(b, 286); fixed_literal(b, 256)
    out.append(("literal-286", b.bytes(), 4, False))
    b = Bits().add(1, 1).add(1, 2); fixed_literal(b, ord("a")); fixed_literal(b, 257); b.code(30, 5); fixed_literal(b, 256)
    out.append(("distance-30", b.bytes(), 4, False))
    b = Bits().add(1, 1).add(1, 2); [fixed_literal(b, ord(c)) for c in "hello"]; fixed_literal(b, 256)
    out.append(("more-than-expected", b.bytes(), 4, False))
    out.append(("fewer-than-expected", b.bytes(), 6, False))
    out.append(("hlit-287", Bits().add(1, 1).add(2, 2).add(30, 5).add(0, 5).add(0, 4).add(0, 32).bytes(), 0, False))
    out.append(("hdist-31", Bits().add(1, 1).add(2, 2).add(0, 5).add(30, 5).add(0, 4).add(0, 32).bytes(), 0, False))
    # Code-length code of two symbols of 2 bits: incomplete.
    cl = [0] * 19; cl[8] = 2; cl[0] = 2
    b = Bits().add(1, 1).add(2, 2).add(0, 5).add(0, 5).add(19 - 4, 4)
    for symbol in ORDER: b.add(cl[symbol], 3)
    out.append(("code-length-code-incomplete", b.add(0, 16).bytes(), 0, False))
    out.append(("repeat-16-first", dynamic_header(Bits(), 257, 1, [(16, 0)]).add(0, 32).bytes(), 0, False))
    out.append(("repeat-past-end", dynamic_header(Bits(), 257, 1, [8] * 250 + [(18, 20)]).add(0, 32).bytes(), 0, False))
    out.append(("no-end-of-block", dynamic_header(Bits(), 257, 1, [(18, 127), (18, 108), 1]).add(0, 32).bytes(), 0, False))
    out.append(("literal-over-subscribed", dynamic_header(Bits(), 257, 1, [8] * 257 + [1]).add(0, 32).bytes(), 0, False))
    out.append(("distance-incomplete", dynamic_header(Bits(), 257, 3, literal_lengths_eight() + [2, 2, 0]).add(0, 32).bytes(), 0, False))
    # Allowed: one distance code of one bit; no distance code at all.
    lit = literal_lengths_eight()
    codes = canonical(lit)
    b = dynamic_header(Bits(), 257, 1, lit + [1])
    b.code(codes[ord("z")], 8)
    b.code(codes[ord("y")], 8)
    out.append(("one-distance-code", b.code(codes[256], 9).bytes() + b"trailing bytes", 2, True))
    b = dynamic_header(Bits(), 257, 1, lit + [0])
    b.code(codes[ord("z")], 8)
    out.append(("no-distance-code", b.code(codes[256], 9).bytes(), 1, True))
    return out


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def main():
    for folder in ("valid", "invalid", "allowed"):
        os.makedirs(os.path.join(HERE, folder), exist_ok=True)
        for name in os.listdir(os.path.join(HERE, folder)):
            os.remove(os.path.join(HERE, folder, name))
    rows = []
    for name, data in inputs().items():
        # Level 0 (stored blocks) of the 300 KB mix would be 300 KB of the folder: the smaller inputs cover it.
        levels = (1, 6, 9) if name == "mixed" else (0, 1, 6, 9)
        variants = [(f"{name}-{level}", raw(data, level)) for level in levels]
        variants.append((f"{name}-fixed", raw(data, 6, zlib.Z_FIXED)))
        if len(data) > 1000:
            variants.append((f"{name}-full-flush", raw(data, 6, pieces=4, flush=zlib.Z_FULL_FLUSH)))
            variants.append((f"{name}-sync-flush", raw(data, 1, pieces=3, flush=zlib.Z_SYNC_FLUSH)))
        for stream_name, stream in variants:
            assert zlib.decompress(stream, -15) == data
            write(os.path.join(HERE, "valid", stream_name + ".deflate"), stream)
            rows.append(f"{stream_name}.deflate\t{len(data)}\t{zlib.crc32(data):08x}")
    write(os.path.join(HERE, "one.bin"), inputs()["one"])
    write(os.path.join(HERE, "text.txt"), inputs()["text"])
    with open(os.path.join(HERE, "manifest.tsv"), "w") as f:
        f.write("# stream\tdecoded length\tzlib.crc32 of the decoded bytes (hex)\n" + "\n".join(rows) + "\n")
    for name, data, count, accepted in crafted():
        decoder = zlib.decompressobj(-15)
        try:
            out = decoder.decompress(data)
            ok = decoder.eof and len(out) == count
        except zlib.error:
            ok = False
        assert ok == accepted, f"zlib disagrees on {name}"
        write(os.path.join(HERE, "allowed" if accepted else "invalid", f"{name}.deflate"), data)


main()
