#!/usr/bin/env python3
"""A Data.Query (Adaptive Cards typeahead) test server on 127.0.0.1 with an ephemeral port.

Prints the port on the first line of standard output, then serves until killed. The dataset
chooses the behaviour: "cities" answers from a fixed list (case- and accent-insensitive
prefix, paged by count and skip), "empty" answers no choices, "error" answers HTTP 500 with
{"error": {"message": ...}}, "malformed" answers text that is not JSON, "slow" waits 3 s before
answering, "echo" answers one choice whose title is the request body with sorted keys.
It logs nothing: requests carry typed text.
"""
import json
import time
import unicodedata
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CITIES = ["Zürich", "Zug", "Zuoz", "Bern", "Basel", "Biel", "Brig", "Bellinzona", "Baden"]


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

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        try:
            request = json.loads(self.rfile.read(length) or b"{}")
        except ValueError:
            return self.reply(400, {"error": {"message": "Bad request"}})
        if request.get("type") != "Data.Query":
            return self.reply(400, {"error": {"message": "Not a Data.Query"}})
        dataset = request.get("dataset")
        if dataset == "slow":
            time.sleep(3)
        if dataset == "error":
            return self.reply(500, {"error": {"message": "Dataset unavailable"}})
        if dataset == "malformed":
            return self.reply(200, b"{not json")
        if dataset == "empty":
            return self.reply(200, {"choices": []})
        if dataset == "echo":
            return self.reply(200, {"choices": [{"title": json.dumps(request, sort_keys=True, ensure_ascii=False), "value": "echo"}]})
        value = fold(str(request.get("value", "")))
        skip = int(request.get("skip", 0))
        count = int(request.get("count", 15))
        matches = [c for c in CITIES if fold(c).startswith(value)]
        page = matches[skip : skip + count]
        return self.reply(200, {"choices": [{"title": c, "value": "id-" + c} for c in page]})

    def log_message(self, format, *args):
        pass


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
