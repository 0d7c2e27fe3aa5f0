package kanban_test

import (
	"encoding/json"
	"testing"

	"github.com/kanbanev/kanban"
)

// BenchmarkDecodeLog decodes the JSON of a whole random 4-player game's
// log, as a host does when it loads a stored game: strictly into
// []kanban.Event, and, as the baseline in the same run, with
// encoding/json into []map[string]any, which checks nothing but the
// syntax. BENCHMARKS.md gives the ratio.
//
//	go test -run '^$' -bench DecodeLog -benchmem -count 10 . | tee decode.txt
//	benchstat -col /into decode.txt
func BenchmarkDecodeLog(b *testing.B) {
	log := play(b, 4, 3, 1<<20).log
	data, err := json.Marshal(log)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%d events, %d bytes", len(log), len(data))
	b.Run("into=events", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			var got []kanban.Event
			if err := json.Unmarshal(data, &got); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("into=maps", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			var got []map[string]any
			if err := json.Unmarshal(data, &got); err != nil {
				b.Fatal(err)
			}
		}
	})
}
