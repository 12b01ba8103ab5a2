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
