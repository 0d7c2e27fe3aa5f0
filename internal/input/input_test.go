package input

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestQuote(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", `""`},
		{"red", `"red"`},
		{strings.Repeat("a", 40), `"` + strings.Repeat("a", 40) + `"`},
		{strings.Repeat("a", 41), `"` + strings.Repeat("a", 40) + `"…`},
		// Cut before a character that does not fit whole.
		{strings.Repeat("a", 39) + "é" + "b", `"` + strings.Repeat("a", 39) + `"…`},
		{"\x00\n", `"\x00\n"`},
	} {
		require.Equal(t, c.want, Quote(c.in), "%q", c.in)
		require.Equal(t, c.want, Quote([]byte(c.in)), "%q", c.in)
	}
}

func TestInt(t *testing.T) {
	for _, c := range []struct {
		in   string
		bits int
		n    int64
		ok   bool
	}{
		{"0", 8, 0, true}, {"7", 8, 7, true}, {"-7", 8, -7, true}, {"127", 8, 127, true},
		{"-128", 8, -128, true}, {"128", 8, 0, false}, {"-129", 8, 0, false},
		{"", 8, 0, false}, {"-", 8, 0, false}, {"-0", 8, 0, false}, {"+1", 8, 0, false},
		{"01", 8, 0, false}, {"-01", 8, 0, false}, {"00", 8, 0, false}, {"1e2", 8, 0, false},
		{"1.0", 8, 0, false}, {" 1", 8, 0, false}, {"1 ", 8, 0, false}, {"0x1", 8, 0, false},
		{"1_0", 8, 0, false}, {"--1", 8, 0, false},
	} {
		n, ok := Int(c.in, c.bits)
		require.Equal(t, c.ok, ok, "%q", c.in)
		require.Equal(t, c.n, n, "%q", c.in)
	}
}

func TestUint(t *testing.T) {
	for _, c := range []struct {
		in string
		n  uint64
		ok bool
	}{
		{"0", 0, true}, {"20240611", 20240611, true}, {"18446744073709551615", 1<<64 - 1, true},
		{"18446744073709551616", 0, false}, {"-1", 0, false}, {"-0", 0, false}, {"+1", 0, false},
		{"01", 0, false}, {"00", 0, false}, {"1e2", 0, false}, {"", 0, false},
	} {
		n, ok := Uint(c.in, 64)
		require.Equal(t, c.ok, ok, "%q", c.in)
		require.Equal(t, c.n, n, "%q", c.in)
	}
}

func TestIntError(t *testing.T) {
	require.Equal(t, `"01" is not a plain integer`, IntError("01", 8, true))
	require.Equal(t, `"300" is out of range for 8-bit integers`, IntError("300", 8, true))
	require.Equal(t, `"-1" is not a plain integer`, IntError("-1", 8, false))
	require.Equal(t, `"256" is out of range for unsigned 8-bit integers`, IntError("256", 8, false))
	long := strings.Repeat("9", 1000)
	require.Less(t, len(IntError(long, 8, true)), 100)
}

func TestWords(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", []string{}},
		{"red train rnd", []string{"red", "train", "rnd"}},
		{"  red   pass ", []string{"red", "pass"}},
		{"red\ttrain", []string{"red\ttrain"}},
		{"red\u00a0train", []string{"red\u00a0train"}},
		{"red\u0085train", []string{"red\u0085train"}},
	} {
		require.Equal(t, c.want, Words(c.in), "%q", c.in)
	}
}

func TestTrimLine(t *testing.T) {
	require.Equal(t, "red pass", TrimLine(" \tred pass\r"))
	require.Equal(t, "\u00a0red pass\u0085", TrimLine("\u00a0red pass\u0085 "))
}
