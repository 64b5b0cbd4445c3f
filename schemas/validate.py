#!/usr/bin/env python3
"""Check Snapline scene files and tables against the JSON Schemas in this folder.

    python3 schemas/validate.py scene FILE...   # YAML scene files against scene.schema.json
    python3 schemas/validate.py table FILE...   # JSON tables against table.schema.json

Prints one line per file (`FILE: ok`, or `FILE:LINE:COLUMN: error: MESSAGE` for the first problem
found) and exits 0 when every file is valid, 1 when any is not, 2 on a usage or I/O error.

The scene loader reads YAML the way Snapline does rather than the way PyYAML does by default:
YAML 1.2 core scalars (`1e3` is a number, `yes` is a string, `017` is seventeen), and
`.inf`, `.nan`, hex, octal, aliases, anchors, tags, duplicate keys and multi-document streams are
errors. What a schema cannot express (unique ids and viewport names, `{i}` placeholders with an
enclosing repeat, layout errors) is left to `snapline check`.

Needs the Python packages `jsonschema` and `PyYAML`.
"""

import json
import os
import re
import sys

import jsonschema
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


class InputError(Exception):
    """A problem with the input text itself, at a 1-based line and column (or None)."""

    def __init__(self, message, line=None, column=None):
        super().__init__(message)
        self.line = line
        self.column = column


# --- YAML, read as Snapline reads it ---------------------------------------------------------------

FORBIDDEN_TAG = "tag:snapline,2025:forbidden-number"


class SceneLoader(yaml.SafeLoader):
    """SafeLoader with YAML 1.2 core scalars and no silent duplicate keys."""


SceneLoader.yaml_implicit_resolvers = {}
SceneLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))
SceneLoader.add_implicit_resolver(
    "tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""])
SceneLoader.add_implicit_resolver(
    FORBIDDEN_TAG,
    re.compile(r"^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F]+|0o[0-7]+)$"),
    list("-+.0"))
SceneLoader.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^[-+]?[0-9]+$"), list("-+0123456789"))
SceneLoader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$"),
    list("-+.0123456789"))


def _construct_int(loader, node):
    return int(loader.construct_scalar(node), 10)


def _construct_float(loader, node):
    value = float(loader.construct_scalar(node))
    if value != value or value in (float("inf"), float("-inf")):
        raise InputError("number out of range: %s" % node.value, *_position(node))
    return value


def _construct_forbidden(loader, node):
    raise InputError("%r is not a decimal number (.inf, .nan, hex and octal are not allowed)" % node.value,
                     *_position(node))


def _construct_mapping(loader, node):
    result = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node)
        if not isinstance(key, str):
            raise InputError("a key must be a string, not %r" % (key,), *_position(key_node))
        if key in result:
            raise InputError("duplicate key '%s'" % key, *_position(key_node))
        result[key] = loader.construct_object(value_node)
    return result


SceneLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)
SceneLoader.add_constructor("tag:yaml.org,2002:float", _construct_float)
SceneLoader.add_constructor(FORBIDDEN_TAG, _construct_forbidden)
SceneLoader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)


def _position(node_or_event):
    mark = node_or_event.start_mark
    return mark.line + 1, mark.column + 1


def _reject_unsupported_yaml(text):
    """Aliases, anchors, explicit tags and more than one document are errors in a scene file."""
    documents = 0
    for event in yaml.parse(text, Loader=SceneLoader):
        if isinstance(event, yaml.DocumentStartEvent):
            documents += 1
            if documents > 1:
                raise InputError("a scene file holds one YAML document", *_position(event))
        elif isinstance(event, yaml.AliasEvent):
            raise InputError("YAML aliases are not allowed", *_position(event))
        elif isinstance(event, (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if event.anchor is not None:
                raise InputError("YAML anchors are not allowed", *_position(event))
            explicit = event.tag is not None and (
                not isinstance(event, yaml.ScalarEvent) or not any(event.implicit))
            if explicit:
                raise InputError("YAML tags are not allowed", *_position(event))
    if documents == 0:
        raise InputError("the file is empty", 1, 1)


def load_scene(text):
    """Returns (data, root node) for a YAML scene: data to validate, nodes to find positions in."""
    _reject_unsupported_yaml(text)
    loader = SceneLoader(text)
    try:
        root = loader.get_single_node()
        data = loader.construct_document(root)
    finally:
        loader.dispose()
    return data, root


def yaml_position(root, path, key=None):
    """The line and column of the YAML node at a JSON path (keys and indexes) under root, or of the
    key `key` in the mapping there."""
    node = root
    for step in path:
        if isinstance(node, yaml.MappingNode) and isinstance(step, str):
            for key_node, value_node in node.value:
                if key_node.value == step:
                    node = value_node
                    break
            else:
                break
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and step < len(node.value):
            node = node.value[step]
        else:
            break
    if key is not None and isinstance(node, yaml.MappingNode):
        for key_node, _ in node.value:
            if key_node.value == key:
                return _position(key_node)
    return _position(node)


# --- JSON tables -----------------------------------------------------------------------------------

def load_table(text):
    def no_constants(name):
        raise InputError("%s is not a JSON number" % name)

    def no_duplicates(pairs):
        result = {}
        for key, value in pairs:
            if key in result:
                raise InputError("duplicate key '%s'" % key)
            result[key] = value
        return result

    try:
        return json.loads(text, parse_constant=no_constants, object_pairs_hook=no_duplicates)
    except json.JSONDecodeError as error:
        raise InputError(error.msg, error.lineno, error.colno)


# --- Checking --------------------------------------------------------------------------------------

KINDS = ("scroll", "vstack", "hstack", "zstack", "item", "space")


class Problem:
    """A schema error made readable: where (a path of keys and indexes), what, and an optional key."""

    def __init__(self, path, message, key=None):
        self.path = path
        self.message = message
        self.key = key


def explain(error, schema):
    """Turns the most relevant schema error into a Problem, looking inside node kinds.

    A node is a `oneOf` over the six kinds, and jsonschema's own message for it ("is not valid under
    any of the given schemas") says nothing useful; so the node is checked again against the schema of
    the one kind key it has, or reported as having the wrong number of kind keys.
    """
    path = list(error.absolute_path)
    instance = error.instance
    node_kinds = schema.get("definitions", {}).get("node", {}).get("oneOf")
    if error.validator == "oneOf" and error.schema.get("oneOf") == node_kinds and isinstance(instance, dict):
        kinds = [k for k in KINDS if k in instance]
        if len(kinds) != 1:
            found = ", ".join(kinds) if kinds else "none"
            return Problem(path, "a node has exactly one kind key (%s); found: %s" % (", ".join(KINDS), found),
                           key=kinds[1] if len(kinds) > 1 else None)
        kind_schema = dict(schema["definitions"][kinds[0]], definitions=schema["definitions"])
        inner = list(jsonschema.Draft7Validator(kind_schema).iter_errors(instance))
        if inner:
            problem = explain(most_relevant(inner), schema)
            problem.path = path + problem.path
            return problem
    if error.validator == "additionalProperties" and isinstance(instance, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = [k for k in instance if k not in allowed]
        if extra:
            return Problem(path, "unknown key '%s' (expected one of: %s)" % (extra[0], ", ".join(sorted(allowed))),
                           key=extra[0])
    if error.validator == "not" and "description" in error.schema:
        return Problem(path, error.schema["description"])
    if error.validator in ("anyOf", "oneOf") and "description" in error.schema:
        return Problem(path, "%s does not fit: %s" % (json.dumps(instance), error.schema["description"]))
    return Problem(path, error.message)


def most_relevant(errors):
    """The error jsonschema ranks first, without descending into `anyOf`/`oneOf` alternatives."""
    return max(errors, key=jsonschema.exceptions.relevance)


def check_file(kind, path, validator):
    """Returns None when the file is valid, else (line, column, message)."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    try:
        if kind == "scene":
            if not (path.endswith(".scene.yaml") or path.endswith(".scene.yml")):
                return None, None, "a scene file's name ends in .scene.yaml (or .scene.yml)"
            data, root = load_scene(text)
        else:
            data, root = load_table(text), None
    except InputError as error:
        return error.line, error.column, str(error)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line, column = (mark.line + 1, mark.column + 1) if mark else (None, None)
        return line, column, "not valid YAML: %s" % getattr(error, "problem", error)

    errors = list(validator.iter_errors(data))
    if not errors:
        return None
    problem = explain(most_relevant(errors), validator.schema)
    where = "/".join(str(step) for step in problem.path) or "(top level)"
    message = "%s: %s" % (where, problem.message)
    if len(errors) > 1:
        message += " (%d errors in all)" % len(errors)
    if root is not None:
        line, column = yaml_position(root, problem.path, problem.key)
        return line, column, message
    return None, None, message


def main(argv):
    if len(argv) < 3 or argv[1] not in ("scene", "table"):
        sys.stderr.write("usage: python3 schemas/validate.py scene|table FILE...\n")
        return 2
    kind = argv[1]
    try:
        with open(os.path.join(HERE, kind + ".schema.json"), encoding="utf-8") as handle:
            schema = json.load(handle)
    except OSError as error:
        sys.stderr.write("error: cannot read the %s schema: %s\n" % (kind, error))
        return 2
    validator = jsonschema.Draft7Validator(schema)

    status = 0
    for path in argv[2:]:
        try:
            problem = check_file(kind, path, validator)
        except (OSError, UnicodeDecodeError) as error:
            print("%s: error: cannot read the file: %s" % (path, error))
            status = 2
            continue
        if problem is None:
            print("%s: ok" % path)
            continue
        line, column, message = problem
        position = "%s:%s:" % (line, column) if line is not None else ""
        print("%s:%s error: %s" % (path, position, message))
        status = max(status, 1)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
