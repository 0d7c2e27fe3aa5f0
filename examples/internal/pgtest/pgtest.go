// Package pgtest gives tests a PostgreSQL database: the one that
// KANBAN_TEST_POSTGRES names, or a throwaway cluster started with initdb
// and pg_ctl when they are installed. Each call gets a schema of its own,
// dropped at the end of the test.
package pgtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

// Skip is what a test without PostgreSQL says.
const Skip = "PostgreSQL not found: install postgresql (apt-get install postgresql) or set KANBAN_TEST_POSTGRES=postgres://... to run the store tests against it"

// DSN returns the URL of a PostgreSQL database whose search_path is a new
// schema, dropped when t ends. Without PostgreSQL it skips t, or fails it
// when CI=true: CI must run these tests.
func DSN(t testing.TB) string {
	t.Helper()
	base, err := server()
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s (%v)", Skip, err)
		}
		t.Skip(Skip + " (" + err.Error() + ")")
	}
	db, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	b := make([]byte, 6)
	rand.Read(b)
	schema := "kanban_test_" + hex.EncodeToString(b)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := db.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("PostgreSQL at %s: %v", redact(base), err)
	}
	t.Cleanup(func() {
		db, err := sql.Open("pgx", base)
		if err != nil {
			return
		}
		defer db.Close()
		db.Exec("DROP SCHEMA " + schema + " CASCADE")
	})
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	return base + sep + "search_path=" + schema
}

func redact(dsn string) string {
	if i := strings.Index(dsn, "@"); i >= 0 {
		return "postgres://…" + dsn[i:]
	}
	return dsn
}

var (
	once    sync.Once
	baseDSN string
	baseErr error
)

// server returns the base DSN, starting a throwaway cluster the first
// time if need be. The cluster lives as long as the test binary: pg_ctl
// starts it in the background and Stop, called from TestMain, ends it.
func server() (string, error) {
	once.Do(func() {
		if dsn := os.Getenv("KANBAN_TEST_POSTGRES"); dsn != "" {
			baseDSN = dsn
			return
		}
		baseDSN, baseErr = startCluster()
	})
	return baseDSN, baseErr
}

var stop func()

// Stop stops the throwaway cluster, if one was started.
func Stop() {
	if stop != nil {
		stop()
	}
}

// bin finds a PostgreSQL program on PATH or in Debian's
// /usr/lib/postgresql/*/bin.
func bin(name string) string {
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/" + name)
	if len(found) > 0 {
		return found[len(found)-1]
	}
	return ""
}

func startCluster() (string, error) {
	initdb, pgctl := bin("initdb"), bin("pg_ctl")
	if initdb == "" || pgctl == "" {
		return "", fmt.Errorf("no initdb and pg_ctl on PATH or in /usr/lib/postgresql/*/bin")
	}
	dir, err := os.MkdirTemp("", "kanban-pg-")
	if err != nil {
		return "", err
	}
	// initdb refuses to run as root: run the cluster as the postgres
	// user then, in a directory it owns.
	var as []string
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			os.RemoveAll(dir)
			return "", fmt.Errorf("running as root, and no postgres user to run initdb as")
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			os.RemoveAll(dir)
			return "", err
		}
		as = []string{"runuser", "-u", "postgres", "--"}
	}
	cmd := func(args ...string) *exec.Cmd {
		all := append(append([]string{}, as...), args...)
		return exec.Command(all[0], all[1:]...)
	}
	data := filepath.Join(dir, "data")
	if out, err := cmd(initdb, "-D", data, "-U", "kanban", "--auth=trust", "--no-sync").CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return "", fmt.Errorf("initdb: %v: %s", err, out)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off", port, dir)
	if out, err := cmd(pgctl, "-D", data, "-o", opts, "-l", filepath.Join(dir, "log"), "-w", "start").CombinedOutput(); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "log"))
		os.RemoveAll(dir)
		return "", fmt.Errorf("pg_ctl start: %v: %s %s", err, out, log)
	}
	stop = func() {
		cmd(pgctl, "-D", data, "-m", "immediate", "-w", "stop").Run()
		os.RemoveAll(dir)
	}
	return fmt.Sprintf("postgres://kanban@127.0.0.1:%d/postgres?sslmode=disable", port), nil
}
