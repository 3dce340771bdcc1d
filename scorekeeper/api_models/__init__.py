"""The JSON API written once: request and answer models (pydantic) for the web API and the CLI.

Each model is the validation of a request, the serialisation of an answer
and, through `schema.component_schemas`, its schema in the served OpenAPI
document. Modules: `base` (the two kinds of model, faults in words),
`fields` (cards, names, rule options), `settle` (one hand), `matches` (the
ledger), `photos`, `signin`, `written` (ledger objects through their models).
"""
