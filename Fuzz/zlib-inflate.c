// C zlib's raw DEFLATE decoder, the oracle of Fuzz/inflate-zlib.swift (make fuzz compiles it with the
// system's C compiler and links -lz).
#include <zlib.h>
#include <string.h>
// Raw DEFLATE with zlib: 0 and *outlen on success (stream end), 1 on a zlib error or input that ends first, 2 when output would exceed cap.
int zraw(const unsigned char *in, size_t n, unsigned char *out, size_t cap, size_t *outlen) {
  z_stream s; memset(&s, 0, sizeof s);
  if (inflateInit2(&s, -15) != Z_OK) return 3;
  s.next_in = (unsigned char *)in; s.avail_in = (uInt)n; s.next_out = out; s.avail_out = (uInt)cap;
  int r = inflate(&s, Z_FINISH);
  *outlen = s.total_out;
  inflateEnd(&s);
  if (r == Z_STREAM_END) return 0;
  if (r == Z_BUF_ERROR && s.avail_out == 0) return 2;
  return 1;
}
