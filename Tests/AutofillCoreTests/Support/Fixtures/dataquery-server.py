#!/usr/bin/env python3
"""A Data.Query (Adaptive Cards typeahead) test server on 127.0.0.1 with an ephemeral port.

Prints the port on the first line of standard output, then serves until killed. The dataset
chooses the behaviour: "cities" answers from a fixed list (case- and accent-insensitive
prefix, paged by count and skip), "empty" answers no choices, "error" answers HTTP 500 with
{"error": {"message": ...}}, "malformed" answers text that is not JSON, "slow" waits 3 s before
answering, "echo" answers one choice whose title is the request body with sorted keys.
Faults, each bounded: "large" answers 5 MiB of valid choices; "gzip" answers the cities
gzip-compressed; "gzip-bomb" 32 KB compressed that inflate to 16 MiB; "endless" streams choices
without a length until 64 MiB or the client leaves; "redirect-loop" redirects to /loop, which redirects to itself;
"reset" sends half its declared body and resets the connection; "hostile-error" answers 500
with a 100 KB message full of escape sequences, control and bidi characters; "no-content"
answers 204. "sections" answers the cities as "cities" does, each choice with a "section" of
"Cities" or "Cantons", except Zuoz (no "section"), Bern ("section": null) and Basel ("section":
7, not a string). Redirects: "redirect-same-origin" answers 307 to /moved on this server, which
answers as "cities" does; "redirect-cross-origin" answers 307 to /moved on a second listener
(another loopback port, so another origin) that answers the same way and counts the requests it
gets; GET /other-origin-requests answers {"requests": N, "port": P} with that count and port.
It logs nothing: requests carry typed text, and the second listener keeps only a count.
"""
import gzip
import json
import socket
import struct
import threading
import time
import unicodedata
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CITIES = ["Zürich", "Zug", "Zuoz", "Bern", "Basel", "Biel", "Brig", "Bellinzona", "Baden"]
SECTIONS = {"Zürich": "Cities", "Zug": "Cantons", "Bern": None, "Basel": 7, "Biel": "Cities",
            "Brig": "Cities", "Bellinzona": "Cities", "Baden": "Cities"}


HOSTILE_MESSAGE = (
    "\x1b]0;owned\x07\x1b[2J\x1b[31mDataset\r\n\tunavailable\x9b1m\u202e\x00 " + "x" * 100_000
)
_bomb = None
other_origin_requests = 0
counter_lock = threading.Lock()


def bomb():
    global _bomb
    if _bomb is None:
        _bomb = gzip.compress(b'{"choices": [' + b" " * (16 << 20) + b"]}", compresslevel=9)
    return _bomb


def fold(text):
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class Handler(BaseHTTPRequestHandler):
    def reply(self, status, body):
        data = body if isinstance(body, bytes) else json.dumps(body).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def reply_raw(self, status, data, headers):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def stream_endless(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        chunk = b'{"title": "Bern", "value": "id"}, ' * 2048
        try:
            self.wfile.write(b'{"choices": [')
            for _ in range((64 << 20) // len(chunk)):
                self.wfile.write(chunk)
        except OSError:
            pass
        self.close_connection = True

    def reset_mid_body(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "10000")
        self.end_headers()
        self.wfile.write(b'{"choices": [{"title": "Bern"}, ')
        self.wfile.flush()
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.connection.close()
        self.close_connection = True

    def do_GET(self):
        if self.path == "/other-origin-requests":
            port = other_origin.server_address[1]
            return self.reply(200, {"requests": other_origin_requests, "port": port})
        if self.path == "/loop":
            return self.reply_raw(307, b"", [("Location", "/loop"), ("Content-Length", "0")])
        return self.reply(405, {"error": {"message": "Use POST"}})

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        if self.path == "/loop":
            self.rfile.read(length)
            return self.do_GET()
        if self.server is other_origin:
            global other_origin_requests
            with counter_lock:
                other_origin_requests += 1
        try:
            request = json.loads(self.rfile.read(length) or b"{}")
        except ValueError:
            return self.reply(400, {"error": {"message": "Bad request"}})
        if self.path == "/moved":
            request["dataset"] = "cities"
        if request.get("type") != "Data.Query":
            return self.reply(400, {"error": {"message": "Not a Data.Query"}})
        dataset = request.get("dataset")
        if dataset == "slow":
            time.sleep(3)
        if dataset == "error":
            return self.reply(500, {"error": {"message": "Dataset unavailable"}})
        if dataset == "malformed":
            return self.reply(200, b"{not json")
        if dataset == "large":
            return self.reply(200, {"choices": [{"title": "Bern %07d" % i} for i in range(200_000)]})
        if dataset == "gzip":
            data = gzip.compress(json.dumps({"choices": [{"title": c} for c in CITIES]}).encode())
            return self.reply_raw(200, data, [("Content-Encoding", "gzip"), ("Content-Length", str(len(data)))])
        if dataset == "gzip-bomb":
            data = bomb()
            return self.reply_raw(200, data, [("Content-Encoding", "gzip"), ("Content-Length", str(len(data)))])
        if dataset == "endless":
            return self.stream_endless()
        if dataset == "redirect-loop":
            return self.reply_raw(307, b"", [("Location", "/loop"), ("Content-Length", "0")])
        if dataset == "reset":
            return self.reset_mid_body()
        if dataset == "hostile-error":
            return self.reply(500, {"error": {"message": HOSTILE_MESSAGE}})
        if dataset == "no-content":
            self.send_response(204)
            self.end_headers()
            return
        if dataset == "redirect-same-origin":
            return self.reply_raw(307, b"", [("Location", "/moved"), ("Content-Length", "0")])
        if dataset == "redirect-cross-origin":
            location = "http://127.0.0.1:%d/moved" % other_origin.server_address[1]
            return self.reply_raw(307, b"", [("Location", location), ("Content-Length", "0")])
        if dataset == "empty":
            return self.reply(200, {"choices": []})
        if dataset == "echo":
            return self.reply(200, {"choices": [{"title": json.dumps(request, sort_keys=True, ensure_ascii=False), "value": "echo"}]})
        value = fold(str(request.get("value", "")))
        skip = int(request.get("skip", 0))
        count = int(request.get("count", 15))
        matches = [c for c in CITIES if fold(c).startswith(value)]
        page = matches[skip : skip + count]
        choices = [{"title": c, "value": "id-" + c} for c in page]
        if dataset == "sections":
            for choice in choices:
                if choice["title"] in SECTIONS:
                    choice["section"] = SECTIONS[choice["title"]]
        return self.reply(200, {"choices": choices})

    def log_message(self, format, *args):
        pass


other_origin = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
other_origin.daemon_threads = True
threading.Thread(target=other_origin.serve_forever, daemon=True).start()
server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
