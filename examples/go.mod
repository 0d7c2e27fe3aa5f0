module github.com/kanbanev/kanban/examples

go 1.26

require (
	github.com/kanbanev/kanban v0.0.0
	github.com/stretchr/testify v1.12.1
)

require go.yaml.in/yaml/v3 v3.0.5 // indirect

replace github.com/kanbanev/kanban => ../
