"""The verification pages in a real browser (Debian's chromium through Playwright) with axe-core.

scripts/browser-tests.sh starts depthkit-server, uploads the captures and sets the environment:
DEPTHKIT_BASE, DEPTHKIT_PHOTO_ID (testdata/captures/good), DEPTHKIT_TAMPERED_ID (the same photo
changed after the device signed it), DEPTHKIT_VIDEO_ID (an interrupted 360-frame recording),
DEPTHKIT_CHROMIUM, DEPTHKIT_SCREENSHOTS (a directory, or empty), DEPTHKIT_WORK (a scratch directory).
"""
import os
import urllib.request
import uuid

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

BASE = os.environ["DEPTHKIT_BASE"]
PHOTO_ID = os.environ["DEPTHKIT_PHOTO_ID"]
TAMPERED_ID = os.environ["DEPTHKIT_TAMPERED_ID"]
VIDEO_ID = os.environ["DEPTHKIT_VIDEO_ID"]
SCREENSHOTS = os.environ.get("DEPTHKIT_SCREENSHOTS", "")
WORK = os.environ["DEPTHKIT_WORK"]


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=os.environ["DEPTHKIT_CHROMIUM"], args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    page = context.new_page()
    problems = []
    # A CSP violation or a failed asset shows up on the console.
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    yield page
    context.close()
    assert problems == [], problems


def images_loaded(page):
    """Every <img> finished loading with a picture (naturalWidth > 0)."""
    return page.evaluate("Array.from(document.images).map(i => [i.getAttribute('src'), i.complete && i.naturalWidth > 0])")


def assert_no_axe_violations(page):
    results = Axe().run(page)
    violations = results.response["violations"]
    assert violations == [], results.generate_report()


def screenshot(page, name):
    if SCREENSHOTS:
        page.screenshot(path=os.path.join(SCREENSHOTS, name), full_page=True)


def row_status(page, check):
    return page.locator(f'tr[data-check="{check}"] .status').inner_text()


def test_photo_page(page):
    response = page.goto(f"{BASE}/verify/{PHOTO_ID}")
    assert response.status == 200
    assert response.headers["content-security-policy"].startswith("default-src 'self'")
    assert page.locator("#verdict").inner_text() == "High confidence"
    assert "every check passed" in page.locator(".verdict .why").inner_text()
    for check in ["metadata_schema", "photo_hash", "depth_decodes", "depth_analysis", "capture_hash", "hardware_attestation", "c2pa"]:
        assert row_status(page, check) == "pass", check
    loaded = images_loaded(page)
    assert len(loaded) == 3 and all(ok for _, ok in loaded), loaded
    # The opacity control works without JavaScript: 100 % makes the depth layer opaque.
    depth_layer = page.locator(".layers img.depth")
    assert depth_layer.evaluate("e => getComputedStyle(e).opacity") == "0.4"
    page.locator('label[for="opacity-100"]').click()
    assert depth_layer.evaluate("e => getComputedStyle(e).opacity") == "1"
    page.locator('label[for="opacity-40"]').click()
    # The script shows the copy buttons.
    assert page.locator("button.copy").first.is_visible()
    for name in ["photo.c2pa.jpg", "evidence.json", "depth"]:
        assert page.locator(f'a[href="/api/v1/captures/{PHOTO_ID}/{name}"]').count() == 1, name
    assert_no_axe_violations(page)
    screenshot(page, "verify-photo.png")


def test_page_without_javascript(browser):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{BASE}/verify/{PHOTO_ID}")
    assert page.locator("#verdict").inner_text() == "High confidence"
    assert page.locator("button.copy").first.is_hidden()
    page.locator('label[for="opacity-0"]').click()
    assert page.locator(".layers img.depth").evaluate("e => getComputedStyle(e).opacity") == "0"
    context.close()


def test_tampered_capture(page):
    page.goto(f"{BASE}/verify/{TAMPERED_ID}")
    assert page.locator("#verdict").inner_text() == "Suspicious"
    assert page.locator(".verdict").get_attribute("class") == "verdict v-suspicious"
    assert row_status(page, "hardware_attestation") == "fail"
    assert "signature does not match" in page.locator(".verdict .why").inner_text()
    assert_no_axe_violations(page)


def test_video_page(page):
    page.goto(f"{BASE}/verify/{VIDEO_ID}")
    assert page.locator("#verdict").inner_text() == "Medium confidence"
    assert page.locator("#timeline").inner_text() == "Recording: 10s of 12s verified"
    assert page.locator(".timeline .verified").evaluate("e => e.getBoundingClientRect().width") > 0
    assert page.locator(".timeline .unverified").evaluate("e => e.getBoundingClientRect().width") > 0
    assert "300 of 360 frames verified" in page.content()
    assert page.locator(".checkpoints li").all_inner_texts() == ["checkpoint 1: frame 150", "checkpoint 2: frame 300 (signed)"]
    for check in ["hash_chain", "hardware_attestation", "depth_keyframes", "video_container"]:
        assert row_status(page, check) == "pass", check
    assert all(ok for _, ok in images_loaded(page))
    assert_no_axe_violations(page)
    screenshot(page, "verify-video.png")


def check_file(page, path):
    page.goto(f"{BASE}/verify")
    page.locator("#photo").set_input_files(path)
    page.get_by_role("button", name="Check this photo").click()
    page.wait_for_load_state()
    return page.locator("#answer").inner_text()


def download(name):
    path = os.path.join(WORK, f"{PHOTO_ID}-{name}")
    urllib.request.urlretrieve(f"{BASE}/api/v1/captures/{PHOTO_ID}/{name}", path)
    return path


def test_check_a_photo(page):
    assert check_file(page, download("photo")) == "This is a verified capture"
    assert page.locator(f'.answer a[href="/verify/{PHOTO_ID}"]').count() == 1
    signed = download("photo.c2pa.jpg")
    assert check_file(page, signed) == "This is a verified capture"
    assert check_file(page, "testdata/captures/portrait_photo/photo.jpg") == "Unknown photo"
    # One bit of the signed photo's picture data flipped: its C2PA data hash no longer matches.
    data = bytearray(open(signed, "rb").read())
    data[-200] ^= 0x01
    modified = os.path.join(WORK, "modified.jpg")
    open(modified, "wb").write(bytes(data))
    assert check_file(page, modified) == "Modified since signing"
    assert "assertion.dataHash.mismatch" in page.locator(".answer").inner_text()
    assert_no_axe_violations(page)
    screenshot(page, "verify-check.png")


def test_capture_link(page):
    page.goto(f"{BASE}/verify")
    page.locator("#link").fill(f"https://elsewhere.example/verify/{PHOTO_ID}")
    page.get_by_role("button", name="Open").click()
    page.wait_for_url(f"{BASE}/verify/{PHOTO_ID}")
    assert page.locator("#verdict").inner_text() == "High confidence"


def test_not_found(browser):
    context = browser.new_context()
    page = context.new_page()
    response = page.goto(f"{BASE}/verify/{uuid.uuid4()}")
    assert response.status == 404
    assert page.locator("h1").inner_text() == "No such capture"
    assert_no_axe_violations(page)
    context.close()


@pytest.mark.parametrize("capture", ["photo", "video", "check"])
def test_phone_width(browser, capture):
    context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=2, is_mobile=True, has_touch=True)
    page = context.new_page()
    url = {"photo": f"{BASE}/verify/{PHOTO_ID}", "video": f"{BASE}/verify/{VIDEO_ID}", "check": f"{BASE}/verify"}[capture]
    page.goto(url)
    scroll_width = page.evaluate("document.documentElement.scrollWidth")
    assert scroll_width <= 360, scroll_width
    assert_no_axe_violations(page)
    context.close()
