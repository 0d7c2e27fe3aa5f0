package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Behind -client-ip-header, a client is the header's last address only
// when that is an IP address: anything else counts as the connection's
// address, so that no request names itself a new client, to escape the
// per-client bounds, by sending any string there. Before, any string was
// a client.
func TestClientAddressBehindAProxy(t *testing.T) {
	h := startHostWith(t, Options{Hosting: Hosting{ClientIPHeader: "X-Forwarded-For", CreateRate: 1, CreateBurst: 2}}, nil)
	const conn = "192.0.2.1"
	for _, tc := range []struct{ header, want string }{
		{"203.0.113.7", "203.0.113.7"},
		{"198.51.100.1, 203.0.113.7", "203.0.113.7"},
		{"203.0.113.7:4711", "203.0.113.7"},
		{"::ffff:203.0.113.7", "203.0.113.7"},
		{"2001:db8:1:2::9", "2001:db8:1:2::/64"},
		{"[2001:db8:1:2::9]:443", "2001:db8:1:2::/64"},
		{"[2001:db8:1:2::9]", "2001:db8:1:2::/64"},
		{"fe80::1%eth0", "fe80::/64"},
		{"not-an-address", conn},
		{"203.0.113.7, unknown", conn},
		{"203.0.113.7:port", conn},
		{"", conn},
		{strings.Repeat("9", 4000), conn},
	} {
		r := httptest.NewRequest("GET", "/api/games", nil)
		r.RemoteAddr = conn + ":1234"
		r.Header.Set("X-Forwarded-For", tc.header)
		assert.Equal(t, tc.want, h.srv.clientOf(r), "X-Forwarded-For: %.40s", tc.header)
	}

	// Games created under names that are no addresses are the
	// connection's, and its rate holds them back.
	for i, name := range []string{"client-1", "client-2", "client-3"} {
		w := serve(t, h.srv.Handler(), "POST", "/api/games", twoHumans, map[string]string{"X-Forwarded-For": name})
		if i < 2 {
			require.Equal(t, http.StatusCreated, w.Code, "%s", w.Body)
			continue
		}
		assert.Equal(t, http.StatusTooManyRequests, w.Code, "a third game at once from %s: %s", conn, w.Body)
	}
}
