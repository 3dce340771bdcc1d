"""The OpenAPI description: served, complete (every /api route), consistent (every $ref)."""

from __future__ import annotations

import re

import pytest
from flask import Blueprint, Flask

from scorekeeper.web.core.openapi import ApiDescription, contribute, description_of


def refs(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref":
                yield value
            else:
                yield from refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from refs(item)


def test_the_document_is_openapi_3(client):
    document = client.get("/api/openapi.json").get_json()
    assert document["openapi"].startswith("3.")
    assert document["info"]["title"]
    assert document["info"]["version"]


def openapi_path(rule: str) -> str:
    """A Flask rule as OpenAPI writes it: ``/api/matches/<int:match_id>`` is
    ``/api/matches/{match_id}``."""
    return re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", r"{\1}", rule)


def test_every_api_route_is_described(app, client):
    document = client.get("/api/openapi.json").get_json()
    routes = {(openapi_path(rule.rule), method.lower()) for rule in app.url_map.iter_rules()
              if rule.rule.startswith("/api/")
              for method in rule.methods - {"HEAD", "OPTIONS"}}
    described = {(path, method) for path, operations in document["paths"].items()
                 for method in operations}
    assert routes == described


def test_every_reference_resolves(client):
    document = client.get("/api/openapi.json").get_json()
    schemas = document["components"]["schemas"]
    found = list(refs(document))
    assert found
    for ref in found:
        assert ref.startswith("#/components/schemas/")
        assert ref.rsplit("/", 1)[1] in schemas, ref


def test_every_operation_has_an_id_a_summary_and_responses(client):
    document = client.get("/api/openapi.json").get_json()
    ids = []
    for operations in document["paths"].values():
        for operation in operations.values():
            assert operation["summary"] and operation["responses"]
            ids.append(operation["operationId"])
    assert len(ids) == len(set(ids))


def test_the_documented_examples_work(client):
    """The examples of paths without parameters (the match paths have their own test)."""
    document = client.get("/api/openapi.json").get_json()
    for path, operations in document["paths"].items():
        body = operations.get("post", {}).get("requestBody")
        if (body and "{" not in path and path != "/api/signin"  # test_signin_api signs in
                and "application/json" in body["content"]):
            example = body["content"]["application/json"]["example"]
            response = client.post(path, json=example)
            assert response.status_code in (200, 201), (path, response.get_json())
    settled = client.post("/api/settle", json=document["paths"]["/api/settle"]["post"][
        "requestBody"]["content"]["application/json"]["example"]).get_json()
    documented = document["components"]["schemas"]["Settlement"]["properties"]
    assert set(settled) == set(documented)


def test_a_blueprint_adds_its_paths_when_registered():
    """How the ledger's endpoints will join the document."""
    app = Flask(__name__)
    bp = Blueprint("matches_api", __name__)
    contribute(bp, {"/api/matches": {"get": {"summary": "Matches", "responses": {}}}},
               [{"name": "matches", "description": "Matches"}])
    assert "/api/matches" not in description_of(app).paths
    app.register_blueprint(bp)
    document = description_of(app).document("1")
    assert "/api/matches" in document["paths"]
    assert document["components"]["schemas"]["Match"]["properties"]["tally"] == {
        "$ref": "#/components/schemas/Tally"}


def test_one_operation_described_twice_is_refused():
    description = ApiDescription()
    description.add({"/api/x": {"get": {}}}, [])
    with pytest.raises(ValueError, match="GET /api/x is described twice"):
        description.add({"/api/x": {"get": {}}}, [])


def test_the_schemas_are_the_models(client):
    """Written once: every schema of the served document is generated from the API models, the
    same ones that validate the requests and write the answers."""
    from scorekeeper.api_models.schema import component_schemas

    document = client.get("/api/openapi.json").get_json()
    assert document["components"]["schemas"] == component_schemas()


def test_every_json_body_may_be_refused_as_not_json(client):
    """415 is described wherever the server answers it (a body not sent as JSON)."""
    document = client.get("/api/openapi.json").get_json()
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if "application/json" in operation.get("requestBody", {}).get("content", {}):
                assert "415" in operation["responses"], (method, path)
                assert "400" in operation["responses"], (method, path)
