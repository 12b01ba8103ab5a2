// movegen serve: niceties only; every form works without this script.
// While a form's answer is on its way, its button says so and counts the
// seconds (every search stops by itself at the server's time limit); the
// browser's Stop button (or Esc) cancels the request, and with it the search.
document.addEventListener("submit", function (e) {
	var form = e.target;
	var busy = form.getAttribute("data-busy");
	if (!busy) {
		return;
	}
	var note = form.querySelector(".busy");
	var elapsed = form.getAttribute("data-elapsed") || "";
	var start = Date.now();
	var timer = null;
	if (note) {
		note.textContent = busy;
		note.hidden = false;
		timer = window.setInterval(function () {
			var s = Math.floor((Date.now() - start) / 1000);
			note.textContent = busy + " " + elapsed.replace("#", String(s));
		}, 1000);
	}
	window.addEventListener("pageshow", function () {
		if (timer) {
			window.clearInterval(timer);
		}
		if (note) {
			note.hidden = true;
		}
	}, { once: true });
});

// The generator form shows only the fields of the chosen generator (each
// label lists its generators in data-gens), and the plan form only those
// of the chosen game (data-games); without this script every field shows,
// and the others are left out of the request by the server.
[["gen", "#gen-form [data-gens]", "data-gens"], ["game", "#plan-form [data-games]", "data-games"]].forEach(function (f) {
	var choice = document.getElementById(f[0]);
	if (!choice) {
		return;
	}
	function show() {
		var labels = document.querySelectorAll(f[1]);
		for (var i = 0; i < labels.length; i++) {
			var on = (" " + labels[i].getAttribute(f[2]) + " ").indexOf(" " + choice.value + " ") >= 0;
			labels[i].hidden = !on;
			var inputs = labels[i].querySelectorAll("input, select");
			for (var k = 0; k < inputs.length; k++) {
				inputs[k].disabled = !on; // a hidden field is not sent
			}
		}
	}
	choice.addEventListener("change", show);
	show();
});

// A large book (its button carries data-book, its size) is followed while
// it is drawn: the form sends an id with it, and the note under the
// buttons says, from GET /download/status, whether the book waits for
// another one or is being drawn, until the download ends.
document.addEventListener("submit", function (e) {
	var form = e.target;
	var idField = form.querySelector("#dl-id");
	var note = form.querySelector("#book-status");
	if (!idField || !note) {
		return;
	}
	var button = e.submitter;
	var size = button && button.getAttribute("data-book");
	if (!size) {
		idField.value = "";
		return;
	}
	var id = "";
	var digits = "abcdefghijklmnopqrstuvwxyz0123456789";
	for (var i = 0; i < 24; i++) {
		id += digits.charAt(Math.floor(Math.random() * digits.length));
	}
	idField.value = id;
	note.textContent = button.textContent;
	note.hidden = false;
	var lang = (form.querySelector("input[name=lang]") || {}).value || "";
	var start = Date.now();
	var seen = false;
	var timer = window.setInterval(function () {
		fetch("/download/status?id=" + id + "&lang=" + encodeURIComponent(lang), { cache: "no-store" })
			.then(function (r) { return r.json(); })
			.then(function (s) {
				var secs = Math.floor((Date.now() - start) / 1000);
				if (s.state) {
					seen = true;
					note.textContent = s.text + " (" + secs + " s)";
				} else if (seen || secs > 600) {
					window.clearInterval(timer);
					note.hidden = true;
				}
			})
			.catch(function () {});
	}, 1000);
});
