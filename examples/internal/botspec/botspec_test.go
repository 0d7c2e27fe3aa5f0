package botspec

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban/bots"
)

func TestParse(t *testing.T) {
	def := Budget{Iterations: 300}
	for _, c := range []struct {
		in   string
		want Budget
		err  string
	}{
		{"500", Budget{Iterations: 500}, ""},
		{"50ms", Budget{Duration: 50 * time.Millisecond}, ""},
		{"w2", Budget{Iterations: 300, Workers: 2}, ""},
		{"500:w2", Budget{Iterations: 500, Workers: 2}, ""},
		{"w3:20ms", Budget{Duration: 20 * time.Millisecond, Workers: 3}, ""},
		{"100ms:cpu", Budget{Duration: 100 * time.Millisecond, CPU: true}, ""},
		{"cpu:100ms:w2", Budget{Duration: 100 * time.Millisecond, CPU: true, Workers: 2}, ""},
		{"500:cpu", Budget{}, "gives none"},
		{"cpu", Budget{}, "gives none"},
		{"50ms:cpu:cpu", Budget{}, "cpu given twice"},
		{"0", Budget{}, "at least 1"},
		{"-5ms", Budget{}, "must be positive"},
		{"w0", Budget{}, "positive number of workers"},
		{"w2:w3", Budget{}, "workers given twice"},
		{"500:600", Budget{}, "given twice"},
		{"fast", Budget{}, "not \"fast\""},
	} {
		got, err := Parse(c.in, def)
		if c.err != "" {
			require.ErrorContains(t, err, c.err, c.in)
			continue
		}
		require.NoError(t, err, c.in)
		require.Equal(t, c.want, got, c.in)
		back, err := Parse(got.String(), def)
		require.NoError(t, err)
		require.Equal(t, got, back, "String reads back: %s", got)
	}
	bot := Budget{Iterations: 7, Workers: 2}.ISMCTS(1)
	require.Equal(t, 7, bot.Iterations)
	require.Equal(t, 2, bot.Workers)
	bot = Budget{Duration: time.Millisecond, CPU: true}.Learned(1)
	require.True(t, bot.CPUTime)
}

// Every kind is found by its name and makes a bot; the budgeted ones are
// ISMCTS, the learnt one and the neural one, which spend the budget
// given.
func TestKinds(t *testing.T) {
	require.Equal(t, []string{"random", "greedy", "ismcts", "learned", "neural"}, Names(false))
	require.Equal(t, []string{"ismcts", "learned", "neural"}, Names(true))
	for _, name := range Names(false) {
		k, ok := Lookup(name)
		require.True(t, ok, name)
		require.Equal(t, name, k.Name)
		require.NotNil(t, k.New(1, Budget{Iterations: 3}), name)
	}
	_, ok := Lookup("clever")
	require.False(t, ok)
	k, _ := Lookup("learned")
	bot, ok := k.New(1, Budget{Duration: time.Millisecond, Workers: 2}).(*bots.ISMCTS)
	require.True(t, ok)
	require.Equal(t, time.Millisecond, bot.Duration)
	require.Equal(t, 2, bot.Workers)
	require.NotNil(t, bot.Policy, "the learnt rollout policy")
	k, _ = Lookup("neural")
	bot, ok = k.New(1, Budget{Duration: time.Millisecond, CPU: true}).(*bots.ISMCTS)
	require.True(t, ok)
	require.True(t, bot.CPUTime)
	require.Same(t, bots.TrainedNetwork(), bot.Network, "the trained network")
}
