//go:build unix

package main

import (
	"bytes"
	"context"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// mknod makes a character device node like /dev/null (1,3) or /dev/full
// (1,7) at path, skipping the test where that is not allowed (not root).
func mknod(t *testing.T, path string, minor int) {
	t.Helper()
	if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, 1<<8|minor); err != nil {
		t.Skipf("mknod %s: %v (needs root)", path, err)
	}
}

// checkType fails unless path still has the file type want.
func checkType(t *testing.T, path string, want fs.FileMode) {
	t.Helper()
	fi, err := os.Lstat(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if got := fi.Mode().Type(); got != want {
		t.Errorf("%s is now %v, want it left a %v", filepath.Base(path), got, want)
	}
}

// checkOnly fails unless dir holds exactly the names given: no temporary
// file was left, no file put beside the device.
func checkOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if strings.Join(got, " ") != strings.Join(names, " ") {
		t.Errorf("folder holds %v, want %v", got, names)
	}
}

// TestOutputOntoSpecialFiles: -o naming something that is not a regular
// file writes into it (a device node, a FIFO, a link to either) or
// refuses with a clear message (a socket), and never replaces it with a
// regular file (issue 28: as root, -o /dev/full replaced the device).
// The device nodes are made in a temporary folder, like /dev/null and
// /dev/full, so the test never touches /dev.
func TestOutputOntoSpecialFiles(t *testing.T) {
	t.Parallel()
	args := []string{"mitchell", "--tables", "7", "--format", "json"}
	var want bytes.Buffer
	if code := run(context.Background(), args, nil, &want, io.Discard); code != exitOK {
		t.Fatalf("mitchell: exit %d", code)
	}

	t.Run("null device", func(t *testing.T) {
		dir := t.TempDir()
		null := filepath.Join(dir, "null")
		mknod(t, null, 3)
		var errOut bytes.Buffer
		if code := run(context.Background(), append(args, "-o", null), nil, io.Discard, &errOut); code != exitOK {
			t.Errorf("exit %d, want 0: %s", code, errOut.String())
		}
		checkType(t, null, fs.ModeDevice|fs.ModeCharDevice)
		checkOnly(t, dir, "null")
	})
	t.Run("full device", func(t *testing.T) {
		dir := t.TempDir()
		full := filepath.Join(dir, "full")
		mknod(t, full, 7)
		var errOut bytes.Buffer
		code := run(context.Background(), append(args, "-o", full), nil, io.Discard, &errOut)
		if code != exitWrite || !strings.Contains(errOut.String(), "-o "+full+": no space left on device") {
			t.Errorf("exit %d, stderr %q; want %d and \"-o %s: no space left on device\"", code, errOut.String(), exitWrite, full)
		}
		checkType(t, full, fs.ModeDevice|fs.ModeCharDevice)
		checkOnly(t, dir, "full")
	})
	t.Run("link to a device", func(t *testing.T) {
		dir := t.TempDir()
		null := filepath.Join(dir, "null")
		mknod(t, null, 3)
		link := filepath.Join(dir, "out.json")
		if err := os.Symlink("null", link); err != nil {
			t.Fatal(err)
		}
		var errOut bytes.Buffer
		if code := run(context.Background(), append(args, "-o", link), nil, io.Discard, &errOut); code != exitOK {
			t.Errorf("exit %d, want 0: %s", code, errOut.String())
		}
		checkType(t, null, fs.ModeDevice|fs.ModeCharDevice)
		checkType(t, link, fs.ModeSymlink)
		checkOnly(t, dir, "null", "out.json")
	})
	t.Run("fifo", func(t *testing.T) {
		dir := t.TempDir()
		fifo := filepath.Join(dir, "fifo")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		got := make(chan []byte, 1)
		go func() {
			f, err := os.Open(fifo) // waits for the writer
			if err != nil {
				got <- nil
				return
			}
			defer f.Close()
			b, _ := io.ReadAll(f)
			got <- b
		}()
		var errOut bytes.Buffer
		if code := run(context.Background(), append(args, "-o", fifo), nil, io.Discard, &errOut); code != exitOK {
			t.Errorf("exit %d, want 0: %s", code, errOut.String())
		}
		select {
		case b := <-got:
			if !bytes.Equal(b, want.Bytes()) {
				t.Errorf("the reader got %d bytes, want the %d of standard output", len(b), want.Len())
			}
		case <-time.After(blockedBound):
			t.Fatal("the reader of the FIFO got no end of file")
		}
		checkType(t, fifo, fs.ModeNamedPipe)
		checkOnly(t, dir, "fifo")
	})
	t.Run("socket", func(t *testing.T) {
		dir := t.TempDir()
		sock := filepath.Join(dir, "sock")
		l, err := net.Listen("unix", sock)
		if err != nil {
			t.Skipf("listen: %v", err)
		}
		defer l.Close()
		var errOut bytes.Buffer
		code := run(context.Background(), append(args, "-o", sock), nil, io.Discard, &errOut)
		if code != exitWrite || !strings.Contains(errOut.String(), "-o "+sock+": ") {
			t.Errorf("exit %d, stderr %q; want %d and a message naming -o %s", code, errOut.String(), exitWrite, sock)
		}
		checkType(t, sock, fs.ModeSocket)
		checkOnly(t, dir, "sock")
	})
}

// TestOutputFIFOStop: a stop while -o names a FIFO nobody reads returns at
// once with exit 130 and writes nothing, instead of waiting for a reader.
func TestOutputFIFOStop(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	// A reader opened after the test lets an open left waiting finish.
	defer func() {
		if f, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
	}()
	temps := &tempFiles{}
	ctx, cancel := context.WithCancel(context.Background())
	temps.stopWith(ctx)
	var errOut bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- runWith(ctx, temps, []string{"mitchell", "--tables", "7", "--format", "json", "-o", fifo}, nil, io.Discard, &errOut)
	}()
	time.Sleep(100 * time.Millisecond)
	cancel()
	select {
	case code := <-done:
		if code != exitInterrupted || errOut.String() != "movegen: interrupted: nothing was written\n" {
			t.Errorf("exit %d, stderr %q; want %d and nothing written", code, errOut.String(), exitInterrupted)
		}
	case <-time.After(blockedBound):
		t.Fatalf("still waiting for a reader of the FIFO %v after the stop", blockedBound)
	}
	checkType(t, fifo, fs.ModeNamedPipe)
}
